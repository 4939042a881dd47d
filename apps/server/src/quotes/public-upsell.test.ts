import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { createTestApp, type TestApp } from "../test/test-app";
import { leadAnswers, startTestLead } from "../test/public-test-helpers";

let t: TestApp;
let { newForm, respond, upsell, recordsOf } = {} as ReturnType<typeof leadAnswers>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  ({ newForm, respond, upsell, recordsOf } = leadAnswers(t));
});
afterAll(() => t.close());

describe("upsell", () => {
  it("after an accepted quote creates an is_upsell record linked to the complete one with names resolved here", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const { submissionId } = (await (
      await respond(lead, { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" })
    ).json()) as {
      submissionId: string;
    };
    const res = await upsell(lead, ["u1", "u2"]);
    expect(res.status).toBe(201);
    const record = (await recordsOf(lead.leadId)).find((r) => r.isUpsell)!;
    expect(record).toMatchObject({
      parentSubmissionId: submissionId,
      leadId: lead.leadId,
      formId: form.id,
      selectedUpsellServices: ["Mulching", "Aeration"],
      customerEmail: "pat@example.com",
    });
    expect((await upsell(lead, ["u1"])).status).toBe(409);
  });

  it("refuses upsell before an accepted quote, unknown or disabled services, and forms without upsell", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    expect((await upsell(lead, ["u1"])).status).toBe(409);
    await respond(lead, { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" });
    expect((await upsell(lead, ["u3"])).status).toBe(400);
    expect((await upsell(lead, ["nope"])).status).toBe(400);
    // "No thanks" adds nothing.
    expect((await upsell(lead, [])).status).toBe(201);
    expect((await recordsOf(lead.leadId)).some((r) => r.isUpsell)).toBe(false);

    const declined = await startTestLead(t, form.id);
    await respond(declined, { serviceType: "mowing", yardSize: "small", responseStatus: "decline" });
    expect((await upsell(declined, ["u1"])).status).toBe(409);

    const noUpsell = await newForm((d) => (d.upsellSettings.enabled = false));
    const lead2 = await startTestLead(t, noUpsell.id);
    await respond(lead2, { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" });
    const res = await upsell(lead2, ["u1"]);
    expect(res.status).toBe(400);
    expect((await recordsOf(lead2.leadId)).some((r) => r.isUpsell)).toBe(false);
  });

  it("stops taking records once the form is unpublished", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    await t.db.update(forms).set({ status: "draft" }).where(eq(forms.id, form.id));
    expect(
      (await respond(lead, { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" }))
        .status,
    ).toBe(404);
  });
});
