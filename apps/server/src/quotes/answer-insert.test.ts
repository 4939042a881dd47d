import { randomUUID } from "node:crypto";
import { quoteSnapshot } from "@yq/form-schema/quote-snapshot";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../app-env";
import { forms } from "../db/schema/forms";
import { outbox } from "../db/schema/outbox";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertAnswer, type AnswerInsert } from "./answer-insert.sql";
import { insertForm, startTestLead, testDocument } from "../test/public-test-helpers";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

function answer(leadId: string, formId: string, responseStatus: ResponseStatus): AnswerInsert {
  const id = randomUUID();
  const choice = {
    serviceType: "mowing" as const,
    yardSize: "small" as const,
    responseStatus,
    frequency: "weekly" as const,
  };
  return {
    id,
    leadId,
    formId,
    contact: {
      customerName: "Pat",
      customerEmail: "pat@example.com",
      customerPhone: null,
      street: null,
      city: null,
      state: null,
      zipcode: null,
    },
    consent: true,
    serviceType: "mowing",
    yardSize: "small",
    projectDetails: null,
    videoUrl: null,
    responseStatus,
    messageShown: "Thank you!",
    quote: quoteSnapshot(testDocument(), choice),
    createdAt: new Date(),
    mails: [
      { dedupeKey: `test-alert:${id}`, kind: "lead_alert", to: "owner@example.com", subject: responseStatus, text: id },
    ],
  };
}

describe("storing a lead's answer", () => {
  it("stores one answer, its count and its emails when two server processes send different answers at once", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const lead = await startTestLead(t, form.id);
    // A second handle on the same database, as another server process holds: its own batcher, so
    // the two answers are two statements racing for the lead (on PostgreSQL, for its row lock).
    const otherProcess: AppDeps = { ...t.deps, db: Object.create(t.deps.db) as AppDeps["db"] };
    const [accept, decline] = [answer(lead.leadId, form.id, "accept"), answer(lead.leadId, form.id, "decline")];
    const outcomes = await Promise.all([insertAnswer(t.deps, accept), insertAnswer(otherProcess, decline)]);

    expect(outcomes.map((o) => o.inserted).sort()).toEqual([false, true]);
    const stored = outcomes[0].inserted ? accept : decline;
    const complete = (await t.db.select().from(formSubmissions).where(eq(formSubmissions.leadId, lead.leadId))).filter(
      (r) => r.submissionStage === "complete",
    );
    expect(complete.map((r) => r.id)).toEqual([stored.id]);
    const [root] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, lead.leadId));
    expect(root.leadStage).toBe(stored.responseStatus === "accept" ? "accepted" : "declined");
    const mails = await t.db.select().from(outbox);
    expect(mails.filter((m) => m.dedupeKey.startsWith("test-alert:")).map((m) => m.text)).toEqual([stored.id]);
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row.analyticsData.submissions).toBe(1);
  });

  it("stores nothing, not even the emails, for a form taken offline, and says why with its head", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const lead = await startTestLead(t, form.id);
    await t.db.update(forms).set({ status: "draft" }).where(eq(forms.id, form.id));
    const offered = answer(lead.leadId, form.id, "accept");
    const outcome = await insertAnswer(t.deps, offered);

    expect(outcome.inserted).toBe(false);
    expect(outcome.head).toMatchObject({ id: form.id, status: "draft" });
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, offered.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `test-alert:${offered.id}`)),
    ).toEqual([]);
    const [root] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, lead.leadId));
    expect(root.leadStage).toBe("started");
  });
});
