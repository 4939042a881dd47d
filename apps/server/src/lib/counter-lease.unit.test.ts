import { describe, expect, it } from "vitest";
import { CounterLeases, type LeasedHit } from "./counter-lease";
import type { Counter, RateRule } from "./rate-limit";

const rule: RateRule = { limit: 320, windowSeconds: 3600 };
const inAnHour = () => Date.now() + 3_600_000;
/** What the database answers to a reservation: the counter after adding the reserved hits. */
const counted = (count: number, windowEndsAt = inAnHour()): Counter => ({
  count,
  windowEndsAt,
  retryAfterSeconds: 3600,
});

async function reserve(leases: CounterLeases, key = "form", r = rule) {
  const hit = await leases.acquire(key, r);
  if (hit.kind !== "reserve") throw new Error(`expected a reservation, got ${hit.kind}`);
  return hit;
}

/** Acquires `n` hits and tells how many came from the lease. */
async function leasedOf(leases: CounterLeases, n: number, key = "form") {
  const kinds: LeasedHit["kind"][] = [];
  for (let i = 0; i < n; i++) {
    const hit = await leases.acquire(key, rule);
    kinds.push(hit.kind);
    if (hit.kind === "reserve") hit.settle(null);
  }
  return kinds.filter((kind) => kind === "leased").length;
}

describe("CounterLeases", () => {
  it("reserves first, then hands out exactly the hits granted beyond the one that reserved", async () => {
    const leases = new CounterLeases();
    const first = await reserve(leases);
    expect(first.check.amount).toBe(20); // a sixteenth of the 320 left
    first.settle(counted(20));
    expect(await leasedOf(leases, 25)).toBe(19);
  });

  it("reserves a smaller share as the limit fills, never less than one hit, never more than 100", async () => {
    const leases = new CounterLeases();
    (await reserve(leases)).settle(counted(300));
    await leasedOf(leases, 19);
    expect((await reserve(leases)).check.amount).toBe(1);
    expect((await reserve(new CounterLeases(), "big", { limit: 100_000_000, windowSeconds: 3600 })).check.amount).toBe(
      100,
    );
  });

  it("grants only what is left of the limit, then refuses at once until the window ends", async () => {
    const leases = new CounterLeases();
    // 310 were reserved before: 10 of these 20 fit, the asking hit and 9 more.
    (await reserve(leases)).settle(counted(330));
    expect(await leasedOf(leases, 9)).toBe(9);
    const full = await leases.acquire("form", rule);
    expect(full.kind).toBe("full");
    expect(full.kind === "full" && full.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it("makes a burst wait for the one reservation under way instead of each reserving a share", async () => {
    const leases = new CounterLeases();
    const first = await reserve(leases);
    const waiting = Array.from({ length: 10 }, () => leases.acquire("form", rule));
    // Every acquire has run up to its wait on the reservation once the microtasks are drained.
    await new Promise(setImmediate);
    first.settle(counted(20));
    const kinds = (await Promise.all(waiting)).map((hit) => hit.kind);
    expect(kinds).toEqual(Array(10).fill("leased"));
  });

  it("lets the next request reserve when a reservation counted nothing", async () => {
    const leases = new CounterLeases();
    const first = await reserve(leases);
    const next = leases.acquire("form", rule);
    first.settle(null);
    expect((await next).kind).toBe("reserve");
  });

  it("takes back a hit given back, and drops it when the database's window has restarted meanwhile", async () => {
    const leases = new CounterLeases();
    const ends = inAnHour();
    (await reserve(leases)).settle(counted(20, ends));
    expect(await leasedOf(leases, 17)).toBe(17);
    const last = await leases.acquire("form", rule);
    if (last.kind !== "leased") throw new Error("expected the last leased hit");
    last.giveBack();
    expect(await leasedOf(leases, 1)).toBe(1);

    const again = await leases.acquire("form", rule);
    if (again.kind !== "leased") throw new Error("expected the given-back hit");
    const next = await reserve(leases);
    again.giveBack();
    next.settle(counted(next.check.amount!, ends + 1000));
    expect(await leasedOf(leases, 40)).toBe(next.check.amount! - 1);
  });

  it("hands out nothing from a lease whose window has ended", async () => {
    const leases = new CounterLeases();
    (await reserve(leases)).settle(counted(20, Date.now() - 1));
    expect((await reserve(leases)).check.amount).toBe(20);
  });
});
