import net, { type AddressInfo } from "node:net";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { outbox } from "../db/schema/outbox";
import { enqueueMessage } from "../outbox/enqueue";
import { createOutboxWorker } from "../outbox/worker";
import { insertAnsweredLead, insertForm } from "../test/lead-fixtures";
import { appMailWorker } from "../test/mail-worker";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink";
import { createTestApp, type TestApp } from "../test/test-app";
import { queueLeadEmails } from "../lead-events/lead-emails";
import { createSmtpTransport } from "./transport";

// Email through the outbox worker over SMTP: a mail server that is down, refuses or stalls, and
// the pooled connections. The worker's own rules (batches, leases, purge) are outbox/worker.test.ts's.
let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const outboxRow = async (dedupeKey: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey)))[0];

const until = (check: () => Promise<boolean>) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 10_000, interval: 50 });

describe("email over SMTP through the outbox worker", () => {
  it("keeps the lead while the SMTP server is down and sends the alert once it is back", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t.db, owner.userId);
    await smtp.stop();
    smtp.messages.length = 0;

    const { completeId } = await insertAnsweredLead(t.db, form.id, "decline");
    await queueLeadEmails(t.deps, completeId);
    const worker = appMailWorker(t, { pollIntervalMs: 50, retryDelayMs: () => 1000 });
    worker.start();
    await until(async () => (await outboxRow(`lead-alert:${completeId}`)).lastError !== null);
    const failed = await outboxRow(`lead-alert:${completeId}`);
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    const [lead] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, completeId));
    expect(lead.responseStatus).toBe("decline");

    await smtp.start();
    await until(async () => (await outboxRow(`lead-alert:${completeId}`)).status === "sent");
    await worker.stop();
    const sent = await outboxRow(`lead-alert:${completeId}`);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual(["alerts@greenlawns.example"]);
    expect(smtp.messages[0].header("subject")).toContain("declined");
  });

  it("backs off between attempts and marks a message failed after the last one", async () => {
    await enqueueMessage(t.db, { dedupeKey: "doomed", kind: "test", to: "x@example.com", subject: "s", text: "t" });
    const delays: number[] = [];
    // Nothing listens on port 9 of 127.0.0.1: every attempt is refused.
    const worker = createOutboxWorker({
      db: t.db,
      sender: createSmtpTransport("smtp://127.0.0.1:9", "YardQuote <no-reply@yardquote.test>"),
      logger: t.deps.logger,
      maxAttempts: 3,
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    for (let i = 0; i < 3; i++) await worker.drain();
    const row = await outboxRow("doomed");
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row.lastError).toBeTruthy();
    expect(delays).toEqual([1, 2]);
    await worker.drain();
    expect((await outboxRow("doomed")).attempts).toBe(3);
    await worker.stop();
  });

  it("gives up on a mail server that accepts the connection and then stalls, and retries later", async () => {
    const stalled = net.createServer(() => {});
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    const { port } = stalled.address() as AddressInfo;
    await enqueueMessage(t.db, { dedupeKey: "stalled", kind: "test", to: "s@example.com", subject: "s", text: "t" });
    const worker = createOutboxWorker({
      db: t.db,
      sender: createSmtpTransport(`smtp://127.0.0.1:${port}`, "YardQuote <no-reply@yardquote.test>", {
        connectionTimeout: 500,
        greetingTimeout: 300,
        socketTimeout: 500,
      }),
      logger: t.deps.logger,
      retryDelayMs: () => 60_000,
    });
    const started = Date.now();
    await worker.drain();
    expect(Date.now() - started).toBeLessThan(5_000);
    await worker.stop();
    stalled.close();
    const row = await outboxRow("stalled");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/greeting|timeout/i);
  });

  it("never sends a message twice when two workers poll the same outbox", async () => {
    smtp.messages.length = 0;
    for (let i = 0; i < 12; i++) {
      await enqueueMessage(t.db, {
        dedupeKey: `bulk-${i}`,
        kind: "test",
        to: `r${i}@example.com`,
        subject: `bulk ${i}`,
        text: "hi",
      });
    }
    const make = () => appMailWorker(t, { concurrency: 3 });
    const [a, b] = [make(), make()];
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    const subjects = smtp.messages.map((m) => m.header("subject")).sort();
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    const rows = await t.db.select().from(outbox).where(like(outbox.dedupeKey, "bulk-%"));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("sends over a few kept-open SMTP connections, not one connection per email", async () => {
    smtp.messages.length = 0;
    const connectedBefore = smtp.connections;
    for (let i = 0; i < 20; i++) {
      await enqueueMessage(t.db, {
        dedupeKey: `pooled-${i}`,
        kind: "test",
        to: "p@example.com",
        subject: `p ${i}`,
        text: "",
      });
    }
    const worker = appMailWorker(t);
    await worker.drain();
    await worker.stop();
    expect(smtp.messages).toHaveLength(20);
    // One per worker loop at most (two loops by default).
    expect(smtp.connections - connectedBefore).toBeLessThanOrEqual(2);
  });
});
