// A password request never waits for its turn past the pool's limit, however long the turns
// ahead of it take: the estimate made on arrival can be wrong, the deadline holds.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HashPool, HashQueueFull } from "./hash-pool";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("hashing turns", () => {
  it("refuses each request still waiting at its limit, while the turns ahead run on", async () => {
    const maxWaitMs = 10_000;
    const pool = new HashPool({ threads: 1, maxWaitMs });
    // Turns that last until the test ends them: far longer than the recent time per turn that
    // the estimate on arrival goes by.
    let endTurns!: () => void;
    const turnsEnd = new Promise<void>((resolve) => (endTurns = resolve));
    const started = Date.now();
    const outcomes = Array.from({ length: 60 }, () =>
      pool
        .turn(() => turnsEnd)
        .then(
          () => ({ ok: true, err: null as unknown, at: Date.now() - started }),
          (err: unknown) => ({ ok: false, err, at: Date.now() - started }),
        ),
    );
    // Two hold a turn (one hashing thread, one being prepared); more wait than the limit allows.
    await vi.advanceTimersByTimeAsync(maxWaitMs);
    endTurns();
    const settled = await Promise.all(outcomes);

    const refused = settled.filter((o) => !o.ok);
    expect(settled.filter((o) => o.ok)).toHaveLength(2);
    expect(refused).toHaveLength(58);
    for (const o of refused) {
      expect(o.err).toBeInstanceOf(HashQueueFull);
      expect((o.err as HashQueueFull).retryAfterSeconds).toBeGreaterThan(0);
      expect(o.at).toBeLessThanOrEqual(maxWaitMs);
    }
    // Some were let in to wait by the estimate, and refused only when their time was up.
    expect(refused.filter((o) => o.at === maxWaitMs).length).toBeGreaterThan(5);
  });

  it("gives a waiting request the next turn that ends before its limit", async () => {
    const pool = new HashPool({ threads: 1, maxWaitMs: 10_000 });
    const ends: (() => void)[] = [];
    const turn = () => pool.turn(() => new Promise<void>((resolve) => ends.push(resolve)));
    const running = [turn(), turn()];
    const waiting = turn();
    await vi.advanceTimersByTimeAsync(9_000);
    ends[0]();
    await running[0];
    await vi.advanceTimersByTimeAsync(0);
    // Its deadline is cleared with the turn: passing it later refuses nothing.
    await vi.advanceTimersByTimeAsync(5_000);
    ends.forEach((end) => end());
    await expect(waiting).resolves.toBeUndefined();
    await Promise.all(running);
  });
});
