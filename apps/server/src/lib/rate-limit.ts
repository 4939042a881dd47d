import { eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rawQuery } from "../db/raw-query";
import { rateLimits } from "../db/schema/platform";
import { HttpError } from "./http-error";

export type RateRule = { limit: number; windowSeconds: number };

/** `windowEndsAt`: when the counter's window ends (epoch milliseconds). */
export type Counter = { count: number; retryAfterSeconds: number; windowEndsAt: number };

/**
 * `amount`: how many hits one request counts at once (default 1). A process that takes a share of
 * a shared counter for itself (lib/counter-lease.ts) counts the whole share in one hit.
 */
export type CounterCheck = { key: string; rule: RateRule; amount?: number };
export type LimitCheck = CounterCheck & { message: string };

/** Appends a parameter and returns its placeholder. */
function param(params: unknown[], value: unknown) {
  params.push(value);
  return `$${params.length}`;
}

/**
 * The highest count after a hit that still leaves at least one of its `amount` hits within the
 * limit (for one hit: the limit itself).
 */
export const allowedUpTo = ({ rule, amount = 1 }: CounterCheck) => rule.limit + amount - 1;

/**
 * Fixed-window counters in the database, so a limit holds across every server process sharing
 * it. The CTEs c0..cN (columns count, window_start) count several counters in ONE statement,
 * each only while the one before it is within its limit, exactly as separate hits in that order
 * would. A counter past its window restarts at its amount. The text depends only on the number
 * of checks (keys and numbers are parameters), so it is prepared once.
 */
function counterCtes(checks: CounterCheck[], params: unknown[]): string {
  return checks
    .map((check, i) => {
      const windowSeconds = param(params, check.rule.windowSeconds);
      const key = param(params, check.key);
      const amount = param(params, check.amount ?? 1);
      const source =
        i === 0
          ? `values (${key}::text, now(), ${amount}::int)`
          : `select ${key}::text, now(), ${amount}::int from c${i - 1} where c${i - 1}.count <= ${param(params, allowedUpTo(checks[i - 1]))}::int`;
      return `c${i} as (${counterUpsert(source, windowSeconds)} returning count, window_start)`;
    })
    .join(",\n");
}

/**
 * The one upsert that counts hits: `source` selects rows (key, window start, amount); a counter
 * past its window of `windowSeconds` (a placeholder) restarts at the amount, else grows by it.
 */
export function counterUpsert(source: string, windowSeconds: string): string {
  const expired = `rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}::int)`;
  return `insert into rate_limits (key, window_start, count) ${source}
        on conflict (key) do update set
          count = case when ${expired} then excluded.count else rate_limits.count + excluded.count end,
          window_start = case when ${expired} then now() else rate_limits.window_start end`;
}

/** The select list and joins that return what counterCtes counted (count0, start0, ...). */
function counterSelect(checks: CounterCheck[]) {
  // Window starts as epoch milliseconds: a number is cheaper to read than a timestamp's text.
  const columns = checks
    .map((_, i) => `c${i}.count as count${i}, (extract(epoch from c${i}.window_start) * 1000)::float8 as start${i}`)
    .join(", ");
  const joins = checks
    .slice(1)
    .map((_, i) => `left join c${i + 1} on true`)
    .join(" ");
  return { columns, from: `c0 ${joins}` };
}

/** Counters as counted; null for one that was not counted because an earlier one was over. */
export function readCounters(row: Record<string, unknown>, checks: CounterCheck[]): (Counter | null)[] {
  return checks.map(({ rule }, i) =>
    row[`count${i}`] === null ? null : toCounter(Number(row[`count${i}`]), Number(row[`start${i}`]), rule),
  );
}

/**
 * Counts several counters in one round trip, committed asynchronously (set_config(..., true)
 * lasts until this statement's own commit): waiting for the WAL flush while holding a shared
 * counter's row lock would line up every request behind the disk. The price is that a crash of
 * PostgreSQL itself may forget the last fraction of a second of counting.
 */
export async function hitInOrder(db: Db, checks: CounterCheck[]): Promise<(Counter | null)[]> {
  const params: unknown[] = [];
  const ctes = counterCtes(checks, params);
  const { columns, from } = counterSelect(checks);
  const [row] = await rawQuery<Record<string, unknown>>(
    db,
    `with async_commit as (select set_config('synchronous_commit', 'off', true)),
    ${ctes}
    select ${columns} from async_commit cross join ${from}`,
    params,
  );
  return readCounters(row, checks);
}

/** Counts one hit. */
export async function hit(db: Db, key: string, rule: RateRule): Promise<Counter> {
  const [counter] = await hitInOrder(db, [{ key, rule }]);
  return counter!;
}

/** Gives back one hit (a reserved slot whose work failed). */
export async function releaseHit(db: Db, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function resetCounter(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

function toCounter(count: number, windowStart: number | Date, rule: RateRule): Counter {
  const windowEndsAt = Number(windowStart) + rule.windowSeconds * 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt - Date.now()) / 1000));
  return { count, retryAfterSeconds, windowEndsAt };
}

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new HttpError(429, message, { "Retry-After": String(retryAfterSeconds) });
}

/** Throws 429 with Retry-After for the first check whose counter is past its limit. */
export function throwIfOver(checks: LimitCheck[], counters: (Counter | null)[]) {
  checks.forEach((check, i) => {
    const counter = counters[i];
    if (counter && counter.count > allowedUpTo(check)) throw tooManyRequests(check.message, counter.retryAfterSeconds);
  });
}

/** Counts a hit and throws 429 with Retry-After once the limit is passed. */
export async function enforce(db: Db, key: string, rule: RateRule, message: string) {
  const checks = [{ key, rule, message }];
  throwIfOver(checks, await hitInOrder(db, checks));
}

/**
 * How long a counter row is kept after its window started. Far longer than any rule's window, so
 * a purge never cuts a live window short (a test holds every rule to this).
 */
export const COUNTER_RETENTION_SECONDS = 4 * 24 * 3600;

/**
 * Deletes counter rows whose window ended long ago: every visitor address leaves rows behind,
 * and nothing else would ever remove them. In batches, so no single statement holds many locks.
 */
export async function purgeExpiredCounters(db: Db, batchSize = 5000): Promise<number> {
  const expired = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${COUNTER_RETENTION_SECONDS}::int)`))
    .limit(batchSize);
  let removed = 0;
  for (;;) {
    const rows = await db.delete(rateLimits).where(inArray(rateLimits.key, expired)).returning({ key: rateLimits.key });
    removed += rows.length;
    if (rows.length < batchSize) return removed;
  }
}
