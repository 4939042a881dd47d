import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { TEST_RUN_HEADER } from "@yq/form-schema/test-run";
import { outbox } from "../db/schema/outbox";
import { insertForm, startTestLead, testDocument, visitorHeaders, type TestLead } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { runFollowUps } from "./run-follow-ups";

// Follow-ups stop the moment the lead is answered or handled, and reach one person once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms);

async function followUpMails(to: string) {
  return (await t.db.select().from(outbox).where(eq(outbox.kind, "lead_follow_up"))).filter(
    (m) => m.to.toLowerCase() === to.toLowerCase(),
  );
}

async function formWithLead(email: string) {
  const owner = await t.signUp();
  const form = await insertForm(t, owner.userId, testDocument());
  const lead = await startTestLead(t, form.id, { ...VISITOR_ANSWERS, email });
  return { owner, form, lead };
}

const answer = (lead: TestLead, responseStatus: "accept" | "decline") =>
  t
    .client()
    .post(
      `/api/public/leads/${lead.leadId}/response`,
      { token: lead.token, serviceType: "mowing", yardSize: "small", responseStatus, frequency: "weekly" },
      visitorHeaders(),
    );

describe("follow-ups stop", () => {
  it.each(["accept", "decline"] as const)("after the visitor's %s, none is sent", async (status) => {
    const email = `${status}-stop@example.com`;
    const { lead } = await formWithLead(email);
    expect((await answer(lead, status)).status).toBe(201);
    await runFollowUps(t.deps, at(3 * HOUR));
    expect(await followUpMails(email)).toHaveLength(0);
  });

  it("after the owner handled the lead (any status but New), none is sent; New still follows up", async () => {
    const { owner, form, lead } = await formWithLead("handled@example.com");
    const put = (status: string) => owner.put(`/api/forms/${form.id}/leads/${lead.leadId}/status`, { status });
    expect((await put("contacted")).status).toBe(200);
    await runFollowUps(t.deps, at(3 * HOUR));
    expect(await followUpMails("handled@example.com")).toHaveLength(0);
    expect((await put("new")).status).toBe(200);
    await runFollowUps(t.deps, at(3 * HOUR));
    expect(await followUpMails("handled@example.com")).toHaveLength(1);
  });

  it("one address gets at most one follow-up per form, however many leads name it and runs race", async () => {
    // The test forms judge each lead alone (window 0), so the one address names three leads here.
    const { form } = await formWithLead("twice@example.com");
    await startTestLead(t, form.id, { ...VISITOR_ANSWERS, email: "TWICE@example.com" });
    await startTestLead(t, form.id, { ...VISITOR_ANSWERS, email: "Twice@Example.com" });
    await Promise.all([runFollowUps(t.deps, at(3 * HOUR)), runFollowUps(t.deps, at(3 * HOUR))]);
    await runFollowUps(t.deps, at(4 * HOUR));
    expect(await followUpMails("twice@example.com")).toHaveLength(1);
  });

  it("the owner's test run gets none", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId, testDocument());
    const { token } = (await (await owner.post(`/api/forms/${form.id}/test-runs/token`)).json()) as { token: string };
    const res = await t
      .client()
      .post(
        `/api/public/forms/${form.id}/leads`,
        { answers: { ...VISITOR_ANSWERS, email: "owner-test@example.com" }, consent: true },
        { ...visitorHeaders(), [TEST_RUN_HEADER]: token },
      );
    expect(res.status).toBe(201);
    await runFollowUps(t.deps, at(3 * HOUR));
    expect(await followUpMails("owner-test@example.com")).toHaveLength(0);
  });
});
