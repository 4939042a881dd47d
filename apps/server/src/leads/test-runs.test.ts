import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { TEST_RUN_HEADER } from "@yq/form-schema/test-run";
import { outbox } from "../db/schema/outbox";
import { formSubmissions } from "../db/schema/submissions";
import { webhookEndpoints } from "../db/schema/webhooks";
import { insertForm, testDocument, visitorHeaders } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { renderedRow } from "../outbox/render";

// The owner's test runs from the preview: only the owner's token marks them, and
// they are left out of every list, count and webhook, take no payment, and can be cleared.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

async function ownerWithForm() {
  const owner = await t.signUp();
  const form = await insertForm(t, owner.userId, testDocument());
  const url = "https://hooks.example.com/yardquote";
  await t.db
    .insert(webhookEndpoints)
    .values({ userId: owner.userId, url, events: ["lead.started", "lead.accepted"], secret: "whsec_x" });
  return { owner, form };
}

const startLead = async (formId: string, email: string, testRun?: string) => {
  const headers = { ...visitorHeaders(), ...(testRun === undefined ? {} : { [TEST_RUN_HEADER]: testRun }) };
  const res = await t
    .client()
    .post(`/api/public/forms/${formId}/leads`, { answers: { ...VISITOR_ANSWERS, email }, consent: true }, headers);
  expect(res.status).toBe(201);
  return (await res.json()) as { leadId: string; token: string };
};

const rootOf = async (leadId: string) =>
  (await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, leadId)))[0]!;

describe("test runs", () => {
  it("only the form's signed-in owner gets a token; a made-up or another form's token marks nothing", async () => {
    const { owner, form } = await ownerWithForm();
    const { form: otherForm, owner: otherOwner } = await ownerWithForm();
    expect((await t.client().post(`/api/forms/${form.id}/test-runs/token`)).status).toBe(401);
    expect((await otherOwner.post(`/api/forms/${form.id}/test-runs/token`)).status).toBe(404);
    const mine = await owner.post(`/api/forms/${form.id}/test-runs/token`);
    expect(mine.status).toBe(200);
    const { token } = (await mine.json()) as { token: string };
    const theirs = (
      (await otherOwner.post(`/api/forms/${otherForm.id}/test-runs/token`).then((r) => r.json())) as {
        token: string;
      }
    ).token;

    expect((await rootOf((await startLead(form.id, "a@example.com", "1")).leadId)).isTest).toBe(false);
    expect((await rootOf((await startLead(form.id, "b@example.com", theirs)).leadId)).isTest).toBe(false);
    const forged = `${Date.now() + 3_600_000}.${"A".repeat(43)}`;
    expect((await rootOf((await startLead(form.id, "c@example.com", forged)).leadId)).isTest).toBe(false);
    expect((await rootOf((await startLead(form.id, "d@example.com", token)).leadId)).isTest).toBe(true);
  });

  it("are left out of the submissions, the CSV, the dashboard and the analytics, and tell no webhook", async () => {
    const { owner, form } = await ownerWithForm();
    const { token } = (await (await owner.post(`/api/forms/${form.id}/test-runs/token`)).json()) as { token: string };
    const real = await startLead(form.id, "real@example.com");
    const test = await startLead(form.id, "owner-try@example.com", token);
    // A test run continues only a test run: the same email is no reason to join the real lead.
    expect(test.leadId).not.toBe(real.leadId);
    const answer = { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" };
    const accepted = await t
      .client()
      .post(`/api/public/leads/${test.leadId}/response`, { ...answer, token: test.token }, visitorHeaders());
    expect(accepted.status).toBe(201);

    const submissions = (await (await owner.get(`/api/forms/${form.id}/submissions`)).json()) as {
      total: number;
      submissions: { id: string }[];
    };
    expect(submissions.total).toBe(1);
    expect(submissions.submissions.map((s) => s.id)).toEqual([real.leadId]);
    const leads = (await (await owner.get(`/api/forms/${form.id}/leads`)).json()) as { total: number };
    expect(leads.total).toBe(1);
    const csv = await (await owner.get(`/api/forms/${form.id}/leads.csv`)).text();
    expect(csv).toContain("real@example.com");
    expect(csv).not.toContain("owner-try@example.com");

    const stats = (await (await owner.get("/api/dashboard/stats")).json()) as {
      totalSubmissions: number;
      week: { leads: number; acceptedValueCents: number };
      newestLeads: { id: string }[];
    };
    expect(stats.totalSubmissions).toBe(1);
    expect(stats.week).toMatchObject({ leads: 1, acceptedValueCents: 0 });
    expect(stats.newestLeads.map((l) => l.id)).toEqual([real.leadId]);
    const funnel = (await (await owner.get(`/api/forms/${form.id}/analytics?period=7`)).json()) as {
      steps: { started: number; accepted: number };
    };
    expect(funnel.steps).toMatchObject({ started: 1, accepted: 0 });

    // The customer's confirmation of a test run goes to the owner, said to be a test; no email to the address typed.
    const queued = await t.db.select().from(outbox).where(eq(outbox.kind, "lead_confirmation"));
    const confirmations = await Promise.all(queued.map((row) => renderedRow(t.db, row)));
    expect(confirmations.map((m) => m.to)).not.toContain("owner-try@example.com");
    const toOwner = confirmations.find((m) => m.subject.startsWith("Test run: "));
    expect(toOwner?.to).toBe(owner.email);

    const hooks = await t.db.select().from(outbox).where(eq(outbox.kind, "webhook"));
    const about = (leadId: string) => hooks.filter((h) => h.text?.includes(leadId));
    expect(about(real.leadId).length).toBeGreaterThan(0);
    expect(about(test.leadId)).toHaveLength(0);

    const runs = (await (await owner.get(`/api/forms/${form.id}/test-runs`)).json()) as {
      total: number;
      leads: { id: string }[];
    };
    expect(runs).toMatchObject({ total: 1, leads: [{ id: test.leadId }] });
  });

  it("takes no payment and counts no view", async () => {
    const { owner, form } = await ownerWithForm();
    const { token } = (await (await owner.post(`/api/forms/${form.id}/test-runs/token`)).json()) as { token: string };
    const test = await startLead(form.id, "pay@example.com", token);
    const checkout = await t
      .client()
      .post(`/api/public/leads/${test.leadId}/checkout`, { token: test.token }, visitorHeaders());
    expect(checkout.status).toBe(409);
    expect(((await checkout.json()) as { error: string }).error).toContain("test run");
    const view = await t
      .client()
      .post(`/api/public/forms/${form.id}/views`, {}, { ...visitorHeaders(), [TEST_RUN_HEADER]: token });
    expect(await view.json()).toEqual({ counted: false });
  });

  it("are cleared by their owner only, and the real leads stay", async () => {
    const { owner, form } = await ownerWithForm();
    const { owner: stranger } = await ownerWithForm();
    const { token } = (await (await owner.post(`/api/forms/${form.id}/test-runs/token`)).json()) as { token: string };
    const real = await startLead(form.id, "stays@example.com");
    await startLead(form.id, "try1@example.com", token);
    expect((await stranger.delete(`/api/forms/${form.id}/test-runs`)).status).toBe(404);
    expect((await stranger.get(`/api/forms/${form.id}/test-runs`)).status).toBe(404);
    const cleared = await owner.delete(`/api/forms/${form.id}/test-runs`);
    expect(await cleared.json()).toEqual({ cleared: 1 });
    const runs = (await (await owner.get(`/api/forms/${form.id}/test-runs`)).json()) as { total: number };
    expect(runs.total).toBe(0);
    expect(await rootOf(real.leadId)).toBeDefined();
  });
});
