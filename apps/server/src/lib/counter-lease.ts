import { BoundedCache } from "./bounded-cache";
import type { Counter, CounterCheck, RateRule } from "./rate-limit";

/**
 * What this process holds of one counter's current window: hits it may hand out, the count the
 * database last gave, whether that count reached the limit, and the reservation under way.
 */
type Lease = { remaining: number; endsAt: number; lastCount: number; full: boolean; reserving?: Promise<void> };

/** What a request gets for its hit on a leased counter. */
export type LeasedHit =
  | { kind: "leased"; giveBack: () => void }
  | { kind: "full"; retryAfterSeconds: number }
  /** Count `check` in the request's own statement, then settle with what it counted (null: nothing). */
  | { kind: "reserve"; check: CounterCheck; settle: (counter: Counter | null) => void };

/** The most hits one reservation takes, and the part of what is left of a limit it may take. */
const MAX_LEASE = 100;
const SHARE_OF_REMAINING = 16;

/**
 * Leases on counters that every request of a kind shares (all leads of one form): instead of
 * counting each hit in the database, where concurrent requests would queue on the counter's row
 * lock until each commit, a process reserves several hits at once and hands them out itself
 * (decision 018). The database holds every hit any process reserved, so all processes together
 * never let more through than the limit; hits a process holds but does not use make the others
 * refuse a little early instead (at most a sixteenth of what was left when it reserved, and at
 * most 100). A process that stops loses its unused hits for the rest of the window.
 *
 * One reservation per counter at a time: requests that find the lease empty while one is under
 * way wait for it instead of each reserving a share (a burst would reserve the whole limit at
 * once). Once the database says the limit is reached, the process refuses at once until the
 * window ends: counts only grow within a window.
 */
export class CounterLeases {
  // Bounded: a key per form that received a lead; an evicted lease only loses its unused hits.
  readonly #leases = new BoundedCache<string, Lease>(10_000);

  async acquire(key: string, rule: RateRule): Promise<LeasedHit> {
    for (;;) {
      const lease = this.#current(key);
      if (lease?.reserving) {
        await lease.reserving;
        continue;
      }
      if (lease && lease.remaining > 0) {
        lease.remaining -= 1;
        const window = lease.endsAt;
        const giveBack = () => {
          if (lease.endsAt === window) lease.remaining += 1;
        };
        return { kind: "leased", giveBack };
      }
      if (lease?.full)
        return { kind: "full", retryAfterSeconds: Math.max(1, Math.ceil((lease.endsAt - Date.now()) / 1000)) };
      return this.#reserve(key, rule, lease);
    }
  }

  #current(key: string) {
    const lease = this.#leases.get(key);
    return lease && lease.endsAt > Date.now() ? lease : undefined;
  }

  #reserve(key: string, rule: RateRule, current: Lease | undefined): LeasedHit {
    const used = current?.lastCount ?? 0;
    const amount = Math.min(MAX_LEASE, Math.max(1, Math.floor((rule.limit - used) / SHARE_OF_REMAINING)));
    // Until the database answers, the lease (a new one lasts "forever") makes others wait.
    const lease = current ?? { remaining: 0, endsAt: Infinity, lastCount: 0, full: false };
    if (!current) this.#leases.set(key, lease);
    let release = () => {};
    lease.reserving = new Promise<void>((resolve) => (release = resolve));
    let settled = false;
    const settle = (counter: Counter | null) => {
      if (settled) return;
      settled = true;
      lease.reserving = undefined;
      if (counter) {
        const granted = Math.max(0, Math.min(amount, rule.limit - (counter.count - amount)));
        // A window that restarted in the database takes nothing from the one before.
        if (lease.endsAt !== counter.windowEndsAt) lease.remaining = 0;
        lease.remaining += Math.max(0, granted - 1);
        lease.endsAt = counter.windowEndsAt;
        lease.lastCount = counter.count;
        lease.full = counter.count >= rule.limit;
      } else if (lease.endsAt === Infinity) {
        lease.endsAt = 0;
      }
      release();
    };
    return { kind: "reserve", check: { key, rule, amount }, settle };
  }
}
