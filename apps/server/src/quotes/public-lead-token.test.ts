import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, leadAnswers, startTestLead, testDocument, type TestLead } from "../test/public-test-helpers";

// Which lead an answer reaches: the token that names it, and the version of the form it was started on.
let t: TestApp;
let { newForm, respond, recordsOf } = {} as ReturnType<typeof leadAnswers>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  ({ newForm, respond, recordsOf } = leadAnswers(t));
});
afterAll(() => t.close());

describe("the lead token", () => {
  it("is required: missing, wrong or another lead's token answers 404 like a missing lead; Bearer works", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const other = await startTestLead(t, form.id);
    const body = { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" };
    const missing = await respond(lead, body, null);
    expect(missing.status).toBe(404);
    const wrong = await respond(lead, body, "x".repeat(43));
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual(
      await (
        await t
          .client()
          .post(
            `/api/public/leads/00000000-0000-4000-8000-000000000000/response`,
            { ...body, token: lead.token },
            lead.headers,
          )
      ).json(),
    );
    expect((await respond(lead, body, other.token)).status).toBe(404);
    // The complete record's id is not a lead either, even with the right token.
    expect((await recordsOf(lead.leadId)).length).toBe(1);

    const bearer = await t.client().post(`/api/public/leads/${lead.leadId}/response`, body, {
      ...lead.headers,
      authorization: `Bearer ${lead.token}`,
    });
    expect(bearer.status).toBe(201);
    const { submissionId } = (await bearer.json()) as { submissionId: string };
    const viaChild = await t
      .client()
      .post(
        `/api/public/leads/${submissionId}/upsell`,
        { token: lead.token, selectedUpsellServiceIds: ["u1"] },
        lead.headers,
      );
    expect(viaChild.status).toBe(404);
  });

  it("is not accepted from a cookie", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const res = await t
      .client()
      .post(
        `/api/public/leads/${lead.leadId}/response`,
        { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" },
        { ...lead.headers, cookie: `token=${lead.token}; lead_token=${lead.token}` },
      );
    expect(res.status).toBe(404);
  });
});

describe("a lead on an earlier published version", () => {
  it("is priced from the version its visitor saw; a new lead gets the new prices", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId, testDocument());
    const before = await startTestLead(t, form.id);
    const raised = testDocument((d) => (d.yardSizes.small.weeklyPrice = 77));
    expect((await owner.post(`/api/forms/${form.id}/publish`, raised)).status).toBe(200);
    const after = await startTestLead(t, form.id);
    const choice = { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" };
    expect((await respond(before, choice)).status).toBe(201);
    expect((await respond(after, choice)).status).toBe(201);
    const weekly = async (lead: TestLead) => {
      const complete = (await recordsOf(lead.leadId)).find((r) => r.submissionStage === "complete")!;
      return complete.quote!.prices.find((p) => p.frequency === "weekly")!.amount;
    };
    expect(await weekly(before)).toBe(testDocument().yardSizes.small.weeklyPrice);
    expect(await weekly(after)).toBe(77);
    const roots = await Promise.all(
      [before, after].map(
        async (lead) => (await recordsOf(lead.leadId)).find((r) => r.id === lead.leadId)!.formVersion,
      ),
    );
    expect(roots).toEqual([1, 2]);
  });
});
