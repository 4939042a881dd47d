import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { outbox } from "../db/schema/outbox";
import { formSubmissions } from "../db/schema/submissions";
import { insertForm, startTestLead, testDocument } from "../test/public-test-helpers";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink";
import { createTestApp, type TestApp } from "../test/test-app";
import type { OutboxWorker } from "../outbox/worker";
import { appMailWorker } from "../test/mail-worker";

let t: TestApp;
let smtp: SmtpSink;
let worker: OutboxWorker;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: "true" });
  worker = appMailWorker(t, { pollIntervalMs: 50, retryDelayMs: () => 500 });
  worker.start();
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await t.close();
});

describe("a visitor's lead through the public API, with the mail server down", () => {
  it("stores the lead at once and delivers the owner alert, the confirmation and the upsell alert after the server is back", async () => {
    const owner = await t.signUp();
    const form = await insertForm(
      t,
      owner.userId,
      testDocument((d) => (d.notificationSettings = { email: "owner-inbox@example.com", notifications_enabled: true })),
    );
    await smtp.stop();

    const lead = await startTestLead(t, form.id);
    const answered = await t.client().post(
      `/api/public/leads/${lead.leadId}/response`,
      {
        token: lead.token,
        serviceType: "mowing",
        yardSize: "large",
        responseStatus: "accept",
        frequency: "biweekly",
      },
      lead.headers,
    );
    expect(answered.status).toBe(201);
    const { submissionId } = (await answered.json()) as { submissionId: string };
    const [stored] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
    expect(stored.responseStatus).toBe("accept");

    const upsold = await t
      .client()
      .post(
        `/api/public/leads/${lead.leadId}/upsell`,
        { token: lead.token, selectedUpsellServiceIds: ["u1"] },
        lead.headers,
      );
    expect(upsold.status).toBe(201);
    const { submissionId: upsellId } = (await upsold.json()) as { submissionId: string };

    // The worker has tried and failed; nothing is lost, everything waits in the outbox.
    await vi.waitFor(
      async () => expect((await t.db.select().from(outbox)).filter((m) => m.lastError === null)).toEqual([]),
      { timeout: 10_000, interval: 50 },
    );
    const waiting = await t.db.select().from(outbox);
    expect(waiting.map((m) => m.dedupeKey).sort()).toEqual(
      [`lead-alert:${submissionId}`, `lead-confirmation:${submissionId}`, `upsell-alert:${upsellId}`].sort(),
    );
    expect(waiting.every((m) => m.status !== "sent")).toBe(true);

    await smtp.start();
    const mails = await smtp.waitFor(3, 15_000);
    const to = (address: string) => mails.filter((m) => m.to.includes(address));
    const ownerMails = to("owner-inbox@example.com");
    expect(ownerMails.map((m) => m.header("subject")).sort()).toEqual([
      `New lead: ${VISITOR_ANSWERS.name} accepted your Mowing Service quote`,
      `Upsell request: ${VISITOR_ANSWERS.name} also wants Aeration`,
    ]);
    const alert = ownerMails.find((m) => m.header("subject")!.startsWith("New lead"))!;
    expect(alert.text).toContain("Large - 1/2+ acre");
    expect(alert.text).toContain("Plan: Bi-Weekly");
    expect(alert.text).toContain("Mowing Service: $79 per visit");
    expect(alert.text).toContain(VISITOR_ANSWERS.phone);
    expect(to(VISITOR_ANSWERS.email)).toHaveLength(1);
    expect(to(VISITOR_ANSWERS.email)[0].text).toContain("Thank you!");
    // One confirmation, of the agreement with the upsell's choice.
    expect(to(VISITOR_ANSWERS.email)[0].text).toContain("You also asked for:");
    // Exactly once: every row is marked sent (after its SMTP answer), and no fourth email came.
    await vi.waitFor(
      async () => expect((await t.db.select().from(outbox)).filter((m) => m.status !== "sent")).toEqual([]),
      { timeout: 10_000, interval: 50 },
    );
    expect(smtp.messages).toHaveLength(3);
  });
});
