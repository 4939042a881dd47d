import { inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema/platform";
import { createTestApp, type TestApp } from "../test/test-app";
import { ACCOUNT_RULE, IP_RULE } from "../routes/auth/auth.routes";
import { PUBLIC_RULES } from "../routes/public/public-limits";
import { startCounterPurge } from "./counter-purge";
import { createLogger } from "./logger";
import { COUNTER_RETENTION_SECONDS, hitInOrder, purgeExpiredCounters } from "./rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule = { limit: 1000, windowSeconds: 600 };

describe("a counter spread over shard rows", () => {
  it("counts every hit once, whichever shard it lands on", async () => {
    const check = { key: "test:sharded:a", rule, shards: 4 };
    const counts: number[] = [];
    for (let i = 0; i < 40; i++) counts.push((await hitInOrder(t.db, [check]))[0]!.count);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const rows = await t.db.select().from(rateLimits).where(like(rateLimits.key, "test:sharded:a:%"));
    // 40 random picks of 4 shards all landing on one has a chance of 4^-39.
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => /^test:sharded:a:[0-3]$/.test(row.key))).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(40);
  });

  it("loses no hit to concurrency: the shard rows add up to the number of hits", async () => {
    const check = { key: "test:sharded:c", rule, shards: 4 };
    const counters = await Promise.all(Array.from({ length: 30 }, () => hitInOrder(t.db, [check])));
    const rows = await t.db.select().from(rateLimits).where(like(rateLimits.key, "test:sharded:c:%"));
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(30);
    // Concurrent hits may miss each other's uncommitted increments, never count one twice.
    expect(Math.max(...counters.map(([counter]) => counter!.count))).toBeLessThanOrEqual(30);
  });

  it("leaves out shards whose window has passed, and says when the oldest one ends", async () => {
    const old = new Date(Date.now() - 700_000);
    const recent = new Date(Date.now() - 500_000);
    await t.db.insert(rateLimits).values([
      { key: "test:sharded:b:0", windowStart: old, count: 500 },
      { key: "test:sharded:b:1", windowStart: recent, count: 7 },
      { key: "test:sharded:b:2", windowStart: recent, count: 2 },
    ]);
    const [counter] = await hitInOrder(t.db, [{ key: "test:sharded:b", rule, shards: 3 }]);
    // Whatever shard it landed on: the expired 500 is gone, 7 + 2 remain, plus this hit.
    expect(counter!.count).toBe(10);
    // The oldest live window started 500 s ago: it ends in about 100 s.
    expect(counter!.retryAfterSeconds).toBeGreaterThan(90);
    expect(counter!.retryAfterSeconds).toBeLessThanOrEqual(100);
  });

  it("is counted only when the counter before it allows it", async () => {
    const first = { key: "test:sharded:first", rule: { limit: 1, windowSeconds: 600 } };
    const second = { key: "test:sharded:second", rule, shards: 4 };
    expect((await hitInOrder(t.db, [first, second])).map((c) => c?.count)).toEqual([1, 1]);
    expect((await hitInOrder(t.db, [first, second])).map((c) => c?.count ?? null)).toEqual([2, null]);
    const rows = await t.db.select().from(rateLimits).where(like(rateLimits.key, "test:sharded:second:%"));
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(1);
  });
});

describe("purging expired counters", () => {
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
  const keys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}:${i}`);
  const remaining = async (all: string[]) => (await t.db.select().from(rateLimits).where(inArray(rateLimits.key, all))).map((r) => r.key).sort();

  it("deletes rows past the retention in batches and keeps every row that may still be counting", async () => {
    const old = keys("test:purge:old", 5);
    const live = keys("test:purge:live", 2);
    await t.db.insert(rateLimits).values([
      ...old.map((key) => ({ key, windowStart: ago(COUNTER_RETENTION_SECONDS + 60), count: 3 })),
      { key: live[0], windowStart: ago(COUNTER_RETENTION_SECONDS - 60), count: 3 },
      { key: live[1], windowStart: new Date(), count: 1 },
    ]);
    expect(await purgeExpiredCounters(t.db, 2)).toBeGreaterThanOrEqual(5);
    expect(await remaining([...old, ...live])).toEqual(live.sort());
  });

  it("keeps rows far longer than any rule's window", () => {
    const rules = [IP_RULE, ACCOUNT_RULE, ...Object.values(PUBLIC_RULES)];
    for (const rule of rules) expect(rule.windowSeconds * 4).toBeLessThanOrEqual(COUNTER_RETENTION_SECONDS);
  });

  it("runs in the background from start until stop", async () => {
    const old = keys("test:purge:background", 3);
    await t.db.insert(rateLimits).values(old.map((key) => ({ key, windowStart: ago(COUNTER_RETENTION_SECONDS + 60), count: 1 })));
    const purge = startCounterPurge({ db: t.db, logger: createLogger("silent"), firstDelayMs: 0, intervalMs: 50 });
    try {
      for (let i = 0; i < 100 && (await remaining(old)).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await remaining(old)).toEqual([]);
    } finally {
      await purge.stop();
    }
  });
});
