import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema/platform";
import { HttpError } from "./http-error";

export type RateRule = { limit: number; windowSeconds: number };

type Counter = { count: number; retryAfterSeconds: number };

/**
 * Fixed-window counter in the database: one atomic upsert per hit, so the limit holds across
 * every server process sharing the database.
 */
export async function hit(db: Db, key: string, rule: RateRule): Promise<Counter> {
  const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count, window_start`);
  return toCounter(result.rows[0], rule);
}

/** Reads a counter without counting. */
export async function peek(db: Db, key: string, rule: RateRule): Promise<Counter> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || Date.now() - row.windowStart.getTime() >= rule.windowSeconds * 1000) {
    return { count: 0, retryAfterSeconds: 0 };
  }
  return toCounter({ count: row.count, window_start: row.windowStart }, rule);
}

export async function resetCounter(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

function toCounter(row: { count: number; window_start: string | Date }, rule: RateRule): Counter {
  const start = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((start + rule.windowSeconds * 1000 - Date.now()) / 1000));
  return { count: Number(row.count), retryAfterSeconds };
}

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new HttpError(429, message, { "Retry-After": String(retryAfterSeconds) });
}

/** Counts a hit and throws 429 with Retry-After once the limit is passed. */
export async function enforce(db: Db, key: string, rule: RateRule, message: string) {
  const counter = await hit(db, key, rule);
  if (counter.count > rule.limit) throw tooManyRequests(message, counter.retryAfterSeconds);
}
