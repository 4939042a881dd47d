import net, { type AddressInfo } from "node:net";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { mailOutbox } from "../db/schema/platform";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink";
import { createTestApp, type TestApp } from "../test/test-app";
import { queueLeadEmails } from "./lead-emails";
import { insertAnsweredLead, insertForm } from "../test/lead-fixtures";
import { enqueueMail } from "./outbox";
import { createSmtpTransport } from "./transport";
import { appMailWorker } from "../test/mail-worker";
import { createMailWorker } from "./worker";

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
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)))[0];

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function statusCounts(dedupeKeys: string) {
  const rows = await t.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, dedupeKeys));
  return rows.reduce<Record<string, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
}

describe("the mail worker", () => {
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
    await enqueueMail(t.db, { dedupeKey: "doomed", kind: "test", to: "x@example.com", subject: "s", text: "t" });
    const delays: number[] = [];
    // Nothing listens on port 9 of 127.0.0.1: every attempt is refused.
    const worker = createMailWorker({
      db: t.db,
      transport: createSmtpTransport("smtp://127.0.0.1:9", "YardQuote <no-reply@yardquote.test>"),
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
    await enqueueMail(t.db, { dedupeKey: "stalled", kind: "test", to: "s@example.com", subject: "s", text: "t" });
    const worker = createMailWorker({
      db: t.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, "YardQuote <no-reply@yardquote.test>", {
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
      await enqueueMail(t.db, {
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
    const rows = await t.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, "bulk-%"));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("sends over a few kept-open SMTP connections, not one connection per email", async () => {
    smtp.messages.length = 0;
    const connectedBefore = smtp.connections;
    for (let i = 0; i < 20; i++) {
      await enqueueMail(t.db, {
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

  it("claims due messages in batches, one statement for up to ten rows", async () => {
    for (let i = 0; i < 25; i++) {
      await enqueueMail(t.db, { dedupeKey: `batch-${i}`, kind: "test", to: "b@example.com", subject: "b", text: "" });
    }
    const held: (() => void)[] = [];
    const sent: string[] = [];
    const transport = {
      send: (row: { dedupeKey: string }) =>
        new Promise<void>((resolve) => {
          sent.push(row.dedupeKey);
          held.push(resolve);
        }),
      close() {},
    };
    const worker = createMailWorker({ db: t.db, transport, logger: t.deps.logger, concurrency: 1, batchSize: 10 });
    const draining = worker.drain();
    await until(async () => held.length === 1);
    expect(await statusCounts("batch-%")).toEqual({ sending: 10, pending: 15 });
    const releasing = setInterval(() => held.splice(0).forEach((release) => release()), 5);
    await draining;
    clearInterval(releasing);
    await worker.stop();
    expect([...sent].sort()).toEqual(Array.from({ length: 25 }, (_, i) => `batch-${i}`).sort());
    expect(await statusCounts("batch-%")).toEqual({ sent: 25 });
  });

  it("gives way to a busy server for up to maxYieldMs a batch, and sends at once when it is not", async () => {
    for (let i = 0; i < 3; i++) {
      await enqueueMail(t.db, { dedupeKey: `busy-${i}`, kind: "test", to: "v@example.com", subject: "v", text: "" });
    }
    const sentAt: number[] = [];
    const transport = { send: async () => void sentAt.push(Date.now()), close() {} };
    let busy = true;
    const maxYieldMs = 1_000;
    const worker = createMailWorker({
      db: t.db,
      transport,
      logger: t.deps.logger,
      concurrency: 1,
      batchSize: 1,
      giveWayWhile: () => busy,
      maxYieldMs,
    });
    const started = Date.now();
    const draining = worker.drain();
    await until(async () => sentAt.length === 2);
    // While the server stays busy each batch waits the longest wait, then goes anyway.
    expect(sentAt[0] - started).toBeGreaterThanOrEqual(maxYieldMs);
    expect(sentAt[1] - sentAt[0]).toBeGreaterThanOrEqual(maxYieldMs);
    busy = false;
    await draining;
    expect(sentAt).toHaveLength(3);
    expect(sentAt[2] - sentAt[1]).toBeLessThan(maxYieldMs);
    expect(await statusCounts("busy-%")).toEqual({ sent: 3 });
  });

  it("ends a batch at its first failure and claims the untried rows again at once, uncounted", async () => {
    for (let i = 0; i < 5; i++) {
      await enqueueMail(t.db, { dedupeKey: `halt-${i}`, kind: "test", to: "h@example.com", subject: "h", text: "" });
    }
    const sent: string[] = [];
    const transport = {
      async send(row: { dedupeKey: string }) {
        if (row.dedupeKey === "halt-1") throw new Error("mailbox full");
        sent.push(row.dedupeKey);
      },
      close() {},
    };
    const worker = createMailWorker({ db: t.db, transport, logger: t.deps.logger, concurrency: 1, batchSize: 10 });
    await worker.drain();
    await worker.stop();
    expect([...sent].sort()).toEqual(["halt-0", "halt-2", "halt-3", "halt-4"]);
    expect(await statusCounts("halt-%")).toEqual({ sent: 4, pending: 1 });
    const rows = await t.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, "halt-%"));
    expect(rows.map((r) => [r.dedupeKey, r.attempts]).sort()).toEqual([
      ["halt-0", 1],
      ["halt-1", 1],
      ["halt-2", 1],
      ["halt-3", 1],
      ["halt-4", 1],
    ]);
  });

  it("takes over a message whose sender died mid-send once its lease runs out", async () => {
    smtp.messages.length = 0;
    await enqueueMail(t.db, { dedupeKey: "orphan", kind: "test", to: "o@example.com", subject: "orphan", text: "t" });
    await t.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.dedupeKey, "orphan"));
    const worker = appMailWorker(t);
    await worker.drain();
    await worker.stop();
    expect(await outboxRow("orphan")).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.messages.map((m) => m.to[0])).toEqual(["o@example.com"]);
  });

  it("deletes sent messages after the retention period and keeps the rest", async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600_000);
    await enqueueMail(t.db, { dedupeKey: "old-sent", kind: "test", to: "a@example.com", subject: "s", text: "t" });
    await enqueueMail(t.db, { dedupeKey: "old-failed", kind: "test", to: "a@example.com", subject: "s", text: "t" });
    await t.db.update(mailOutbox).set({ status: "sent", sentAt: old }).where(eq(mailOutbox.dedupeKey, "old-sent"));
    await t.db
      .update(mailOutbox)
      .set({ status: "failed", createdAt: old })
      .where(eq(mailOutbox.dedupeKey, "old-failed"));
    const worker = appMailWorker(t);
    expect(await worker.purge()).toBe(1);
    await worker.stop();
    expect(await outboxRow("old-sent")).toBeUndefined();
    expect(await outboxRow("old-failed")).toBeDefined();
    expect(await outboxRow("orphan")).toMatchObject({ status: "sent" });
  });
});
