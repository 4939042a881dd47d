import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rateLimits } from "../db/schema/platform";
import { createTestApp, type TestApp } from "../test/test-app";
import { startCounterPurge } from "./counter-purge";
import { createLogger } from "./logger";
import { allowedUpTo, COUNTER_RETENTION_SECONDS, hitInOrder, purgeExpiredCounters } from "./rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule = { limit: 1000, windowSeconds: 600 };

describe("counting in one statement", () => {
  it("counts each check only while the one before it allows it", async () => {
    const first = { key: "test:chain:first", rule: { limit: 1, windowSeconds: 600 } };
    const second = { key: "test:chain:second", rule };
    expect((await hitInOrder(t.db, [first, second])).map((c) => c?.count)).toEqual([1, 1]);
    expect((await hitInOrder(t.db, [first, second])).map((c) => c?.count ?? null)).toEqual([2, null]);
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, "test:chain:second"));
    expect(row.count).toBe(1);
  });

  it("counts a reservation of several hits at once, and lets the next check through while one of them fits", async () => {
    const reserve = { key: "test:amount:form", rule: { limit: 10, windowSeconds: 600 }, amount: 4 };
    const after = { key: "test:amount:after", rule };
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push((await hitInOrder(t.db, [reserve, after])).map((c) => c?.count ?? null));
    // 4, 8, 12 (the 9th and 10th hits still fit), then 16 (none fits): the check after it stops.
    expect(counts).toEqual([
      [4, 1],
      [8, 2],
      [12, 3],
      [16, null],
    ]);
    expect(allowedUpTo(reserve)).toBe(13);
  });

  it("restarts a counter whose window has passed at the amount counted, and says when the window ends", async () => {
    await t.db
      .insert(rateLimits)
      .values({ key: "test:amount:old", windowStart: new Date(Date.now() - 700_000), count: 500 });
    const [counter] = await hitInOrder(t.db, [{ key: "test:amount:old", rule, amount: 3 }]);
    expect(counter!.count).toBe(3);
    expect(counter!.retryAfterSeconds).toBeGreaterThan(590);
    expect(Math.abs(counter!.windowEndsAt - (Date.now() + 600_000))).toBeLessThan(10_000);
  });
});

describe("purging expired counters", () => {
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
  const keys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}:${i}`);
  const remaining = async (all: string[]) =>
    (await t.db.select().from(rateLimits).where(inArray(rateLimits.key, all))).map((r) => r.key).sort();

  it("deletes rows past the retention in batches and keeps every row that may still be counting", async () => {
    const old = keys("test:purge:old", 5);
    const live = keys("test:purge:live", 2);
    await t.db
      .insert(rateLimits)
      .values([
        ...old.map((key) => ({ key, windowStart: ago(COUNTER_RETENTION_SECONDS + 60), count: 3 })),
        { key: live[0], windowStart: ago(COUNTER_RETENTION_SECONDS - 60), count: 3 },
        { key: live[1], windowStart: new Date(), count: 1 },
      ]);
    expect(await purgeExpiredCounters(t.db, 2)).toBeGreaterThanOrEqual(5);
    expect(await remaining([...old, ...live])).toEqual(live.sort());
  });

  it("runs in the background from start until stop", async () => {
    const old = keys("test:purge:background", 3);
    await t.db
      .insert(rateLimits)
      .values(old.map((key) => ({ key, windowStart: ago(COUNTER_RETENTION_SECONDS + 60), count: 1 })));
    const purge = startCounterPurge({ db: t.db, logger: createLogger("silent"), firstDelayMs: 0, intervalMs: 50 });
    try {
      await vi.waitFor(async () => expect(await remaining(old)).toEqual([]), { timeout: 10_000, interval: 20 });
    } finally {
      await purge.stop();
    }
  });
});
