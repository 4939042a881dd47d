import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormDocument } from "@yq/form-schema/form-document";
import { richText } from "@yq/form-schema/rich-text";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { leadAnswers, startTestLead } from "../test/public-test-helpers";

let t: TestApp;
let { newForm, respond, recordsOf } = {} as ReturnType<typeof leadAnswers>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  ({ newForm, respond, recordsOf } = leadAnswers(t));
});
afterAll(() => t.close());

describe("accepting or declining a quote", () => {
  it("creates the complete / pending record linked to the consent record with the server's quote", async () => {
    const form = await newForm((d) => {
      d.yardSizes.medium.biweeklyPriceEnabled = false;
      d.yardSizes.medium.services = [
        { name: "Trim hedges", enabled: true },
        { name: "Blow Off Walkways", enabled: true },
        { name: "", enabled: true },
        { name: "Edge", enabled: true },
        { name: "Mow", enabled: false },
        { name: "Haul clippings", enabled: false },
      ];
    });
    const lead = await startTestLead(t, form.id);
    const res = await respond(lead, {
      serviceType: "mowing",
      yardSize: "medium",
      responseStatus: "accept",
      frequency: "monthly",
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual([]);
    const { submissionId } = (await res.json()) as { submissionId: string };
    const [complete] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
    expect(complete).toMatchObject({
      formId: form.id,
      leadId: lead.leadId,
      parentSubmissionId: lead.leadId,
      submissionStage: "complete",
      status: "pending",
      responseStatus: "accept",
      serviceType: "mowing",
      yardSize: "medium",
      customerEmail: "pat@example.com",
      consent: true,
      leadTokenHash: null,
      messageShown: "Thank you!",
      quote: {
        yardSize: "medium",
        prices: [
          { frequency: "weekly", label: "Weekly", amount: 49 },
          { frequency: "monthly", label: "Monthly", amount: 89 },
        ],
        includedServices: ["Edge", "Blow Off Walkways", "Trim hedges"],
        chosen: { frequency: "monthly", label: "Monthly", amount: 89 },
      },
    });
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row.analyticsData.submissions).toBe(1);
  });

  it("records a decline with the default message when the owner left it empty", async () => {
    const form = await newForm((d) => (d.customization.textContent.declineMessage = richText("<p></p>")));
    const lead = await startTestLead(t, form.id);
    const res = await respond(lead, { serviceType: "mowing", yardSize: "small", responseStatus: "decline" });
    expect(res.status).toBe(201);
    const complete = (await recordsOf(lead.leadId)).find((r) => r.submissionStage === "complete")!;
    expect(complete).toMatchObject({
      responseStatus: "decline",
      messageShown: "Thank you for your consideration. We hope to serve you in the future.",
    });
  });

  it("keeps a decline's reason for the owner, trimmed; an accept keeps none, and a long one is refused", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const decline = { serviceType: "mowing", yardSize: "small", responseStatus: "decline" };
    const tooLong = await respond(lead, { ...decline, declineReason: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Please keep the reason under 500 characters.");
    expect((await respond(lead, { ...decline, declineReason: "  Going with a neighbour  " })).status).toBe(201);
    const complete = (await recordsOf(lead.leadId)).find((r) => r.submissionStage === "complete")!;
    expect(complete.quote?.declineReason).toBe("Going with a neighbour");

    const accepted = await startTestLead(t, form.id);
    const accept = { serviceType: "mowing", yardSize: "small", frequency: "weekly", responseStatus: "accept" };
    expect((await respond(accepted, { ...accept, declineReason: "ignored" })).status).toBe(201);
    const record = (await recordsOf(accepted.leadId)).find((r) => r.submissionStage === "complete")!;
    expect(record.quote).not.toHaveProperty("declineReason");
  });

  it("records landscaping and the custom size as accepted project requests with their details", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const res = await respond(lead, {
      serviceType: "landscaping",
      responseStatus: "accept",
      projectDetails: " New beds out front ",
    });
    expect(res.status).toBe(201);
    const complete = (await recordsOf(lead.leadId)).find((r) => r.submissionStage === "complete")!;
    expect(complete).toMatchObject({
      serviceType: "landscaping",
      yardSize: null,
      projectDetails: "New beds out front",
      quote: { prices: [] },
    });

    const custom = await startTestLead(t, form.id);
    expect(
      (await respond(custom, { serviceType: "mowing", yardSize: "custom", responseStatus: "accept" })).status,
    ).toBe(201);
    expect(
      (
        await respond(await startTestLead(t, form.id), {
          serviceType: "mowing",
          yardSize: "custom",
          responseStatus: "decline",
        })
      ).status,
    ).toBe(400);
  });

  it.each([
    [{ responseStatus: "accept" }, "Please select a service type"],
    [{ serviceType: "mowing", responseStatus: "accept" }, "Please select a yard size"],
  ])("refuses a missing choice %j with answers.ts's message", async (body, message) => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const res = await respond(lead, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it.each<[string, (d: FormDocument) => void, Record<string, unknown>]>([
    [
      "a disabled service",
      (d) => (d.services.landscaping.enabled = false),
      { serviceType: "landscaping", responseStatus: "accept" },
    ],
    [
      "a disabled size",
      (d) => (d.yardSizes.large.enabled = false),
      { serviceType: "mowing", yardSize: "large", responseStatus: "accept" },
    ],
    [
      "a price not offered",
      (d) => (d.yardSizes.small.monthlyPriceEnabled = false),
      { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "monthly" },
    ],
    [
      "a size without any price",
      (d) =>
        Object.assign(d.yardSizes.small, {
          weeklyPriceEnabled: false,
          biweeklyPriceEnabled: false,
          monthlyPriceEnabled: false,
        }),
      { serviceType: "mowing", yardSize: "small", responseStatus: "accept" },
    ],
    [
      "project details on a priced quote",
      () => {},
      { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly", projectDetails: "x" },
    ],
  ])("answers 400 to an impossible choice: %s", async (_name, edit, body) => {
    const form = await newForm(edit);
    const lead = await startTestLead(t, form.id);
    const res = await respond(lead, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/\w/);
    expect((await recordsOf(lead.leadId)).length).toBe(1);
  });

  it("re-validates contact answers sent with the response and stores the latest", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const bad = await respond(lead, {
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      frequency: "weekly",
      answers: { name: "Pat", email: "no", phone: "5551234567" },
    });
    expect(await bad.json()).toEqual({ error: "Please enter a valid email address" });
    const ok = await respond(lead, {
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      frequency: "weekly",
      answers: { name: "Pat", email: "new@example.com", phone: "5551234567" },
    });
    expect(ok.status).toBe(201);
    const complete = (await recordsOf(lead.leadId)).find((r) => r.submissionStage === "complete")!;
    expect(complete.customerEmail).toBe("new@example.com");
  });

  it("refuses a frequency the form does not offer, and an accept without one where several are offered", async () => {
    const form = await newForm((d) => (d.yardSizes.small.weeklyPriceEnabled = false));
    const lead = await startTestLead(t, form.id);
    const weekly = await respond(lead, {
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      frequency: "weekly",
    });
    expect(weekly.status).toBe(400);
    expect(await weekly.json()).toEqual({
      error: "Weekly service is not offered for this yard size. Please choose Bi-Weekly or Monthly.",
    });
    const none = await respond(lead, { serviceType: "mowing", yardSize: "small", responseStatus: "accept" });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: "Please choose how often you want the service: Bi-Weekly or Monthly." });
    const unknown = await respond(lead, {
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      frequency: "daily",
    });
    expect(unknown.status).toBe(400);
    expect((await recordsOf(lead.leadId)).length).toBe(1);

    // The stored price is the form's, whatever the browser sends along.
    const ok = await respond(lead, {
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      frequency: "biweekly",
      amount: 1,
    });
    expect(ok.status).toBe(201);
    const complete = (await recordsOf(lead.leadId)).find((r) => r.submissionStage === "complete")!;
    expect(complete.quote?.chosen).toEqual({ frequency: "biweekly", label: "Bi-Weekly", amount: 59 });
    // A retry with another frequency is a different answer.
    const other = await respond(lead, {
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      frequency: "monthly",
    });
    expect(other.status).toBe(409);
  });

  it("takes the only offered price when the accept names none", async () => {
    const form = await newForm((d) =>
      Object.assign(d.yardSizes.small, { weeklyPriceEnabled: false, biweeklyPriceEnabled: false }),
    );
    const lead = await startTestLead(t, form.id);
    expect((await respond(lead, { serviceType: "mowing", yardSize: "small", responseStatus: "accept" })).status).toBe(
      201,
    );
    const complete = (await recordsOf(lead.leadId)).find((r) => r.submissionStage === "complete")!;
    expect(complete.quote?.chosen).toEqual({ frequency: "monthly", label: "Monthly", amount: 79 });
  });

  it("returns the same record for a retried answer and refuses a different second answer", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const body = { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" };
    const first = (await (await respond(lead, body)).json()) as { submissionId: string };
    const again = await respond(lead, body);
    expect(again.status).toBe(201);
    expect((await again.json()).submissionId).toBe(first.submissionId);
    expect((await respond(lead, { ...body, responseStatus: "decline" })).status).toBe(409);
    expect((await recordsOf(lead.leadId)).length).toBe(2);
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row.analyticsData.submissions).toBe(1);
  });
});
