import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outbox } from "../db/schema/outbox";
import { createTestApp, type TestApp } from "../test/test-app";
import { enqueueMessage } from "./enqueue";
import type { OutboxRow } from "./dispatch";
import { createOutboxWorker } from "./worker";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outboxRow = async (dedupeKey: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey)))[0];

const until = (check: () => Promise<boolean>) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 10_000, interval: 50 });

async function statusCounts(dedupeKeys: string) {
  const rows = await t.db.select().from(outbox).where(like(outbox.dedupeKey, dedupeKeys));
  return rows.reduce<Record<string, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
}

/** A sender that delivers every row at once and remembers it. */
function recordingSender() {
  const delivered: OutboxRow[] = [];
  return { delivered, send: async (row: OutboxRow) => void delivered.push(row), close() {} };
}

describe("the outbox worker", () => {
  it("claims due messages in batches, one statement for up to ten rows", async () => {
    for (let i = 0; i < 25; i++) {
      await enqueueMessage(t.db, {
        dedupeKey: `batch-${i}`,
        kind: "test",
        to: "b@example.com",
        subject: "b",
        text: "",
      });
    }
    const held: (() => void)[] = [];
    const sent: string[] = [];
    const sender = {
      send: (row: { dedupeKey: string }) =>
        new Promise<void>((resolve) => {
          sent.push(row.dedupeKey);
          held.push(resolve);
        }),
      close() {},
    };
    const worker = createOutboxWorker({ db: t.db, sender, logger: t.deps.logger, concurrency: 1, batchSize: 10 });
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
      await enqueueMessage(t.db, { dedupeKey: `busy-${i}`, kind: "test", to: "v@example.com", subject: "v", text: "" });
    }
    const sentAt: number[] = [];
    const sender = { send: async () => void sentAt.push(Date.now()), close() {} };
    let busy = true;
    const maxYieldMs = 1_000;
    const worker = createOutboxWorker({
      db: t.db,
      sender,
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
      await enqueueMessage(t.db, { dedupeKey: `halt-${i}`, kind: "test", to: "h@example.com", subject: "h", text: "" });
    }
    const sent: string[] = [];
    const sender = {
      async send(row: { dedupeKey: string }) {
        if (row.dedupeKey === "halt-1") throw new Error("mailbox full");
        sent.push(row.dedupeKey);
      },
      close() {},
    };
    const worker = createOutboxWorker({ db: t.db, sender, logger: t.deps.logger, concurrency: 1, batchSize: 10 });
    await worker.drain();
    await worker.stop();
    expect([...sent].sort()).toEqual(["halt-0", "halt-2", "halt-3", "halt-4"]);
    expect(await statusCounts("halt-%")).toEqual({ sent: 4, pending: 1 });
    const rows = await t.db.select().from(outbox).where(like(outbox.dedupeKey, "halt-%"));
    expect(rows.map((r) => [r.dedupeKey, r.attempts]).sort()).toEqual([
      ["halt-0", 1],
      ["halt-1", 1],
      ["halt-2", 1],
      ["halt-3", 1],
      ["halt-4", 1],
    ]);
  });

  it("takes over a message whose sender died mid-send once its lease runs out", async () => {
    await enqueueMessage(t.db, {
      dedupeKey: "orphan",
      kind: "test",
      to: "o@example.com",
      subject: "orphan",
      text: "t",
    });
    await t.db
      .update(outbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.dedupeKey, "orphan"));
    const sender = recordingSender();
    const worker = createOutboxWorker({ db: t.db, sender, logger: t.deps.logger });
    await worker.drain();
    await worker.stop();
    expect(await outboxRow("orphan")).toMatchObject({ status: "sent", attempts: 2 });
    expect(sender.delivered.map((row) => row.to)).toEqual(["o@example.com"]);
  });

  it("deletes sent messages after the retention period and keeps the rest", async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600_000);
    await enqueueMessage(t.db, { dedupeKey: "old-sent", kind: "test", to: "a@example.com", subject: "s", text: "t" });
    await enqueueMessage(t.db, { dedupeKey: "old-failed", kind: "test", to: "a@example.com", subject: "s", text: "t" });
    await t.db.update(outbox).set({ status: "sent", sentAt: old }).where(eq(outbox.dedupeKey, "old-sent"));
    await t.db.update(outbox).set({ status: "failed", createdAt: old }).where(eq(outbox.dedupeKey, "old-failed"));
    const worker = createOutboxWorker({ db: t.db, sender: recordingSender(), logger: t.deps.logger });
    expect(await worker.purge()).toBe(1);
    await worker.stop();
    expect(await outboxRow("old-sent")).toBeUndefined();
    expect(await outboxRow("old-failed")).toBeDefined();
    expect(await outboxRow("orphan")).toMatchObject({ status: "sent" });
  });
});
