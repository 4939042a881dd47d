import { eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rawQuery } from "../db/raw-query";
import { rateLimits } from "../db/schema/platform";
import { HttpError } from "./http-error";

export type RateRule = { limit: number; windowSeconds: number };

export type Counter = { count: number; retryAfterSeconds: number };

/**
 * `shards`: a counter that many requests share at once (all leads of one form) is spread over
 * that many rows, one picked at random per hit, so concurrent hits do not queue on one row lock
 * (decision 017). Its count is the sum of the shards still inside their windows; concurrent hits
 * may each miss the others' uncommitted increments, so under a burst it can let a few more
 * through than the limit. Unsharded counters are exact.
 */
export type CounterCheck = { key: string; rule: RateRule; shards?: number };
export type LimitCheck = CounterCheck & { message: string };

/** Appends a parameter and returns its placeholder. */
export function param(params: unknown[], value: unknown) {
  params.push(value);
  return `$${params.length}`;
}

/**
 * Fixed-window counters in the database, so a limit holds across every server process sharing
 * it. The CTEs c0..cN (columns count, window_start) count several counters in ONE statement,
 * each only while the one before it is within its limit, exactly as separate hits in that order
 * would. A counter past its window restarts at 1. The text depends only on the shape of the
 * checks (keys and numbers are parameters), so it is prepared once.
 */
export function counterCtes(checks: CounterCheck[], params: unknown[]): string {
  return checks
    .map(({ key, rule, shards }, i) => {
      const window = `make_interval(secs => ${param(params, rule.windowSeconds)}::int)`;
      const rowKey = param(params, shards ? shardKey(key, Math.floor(Math.random() * shards)) : key);
      const expired = `rate_limits.window_start <= now() - ${window}`;
      const source =
        i === 0
          ? `values (${rowKey}::text, now(), 1)`
          : `select ${rowKey}::text, now(), 1 from c${i - 1} where c${i - 1}.count <= ${param(params, checks[i - 1].rule.limit)}::int`;
      const upsert = `insert into rate_limits (key, window_start, count) ${source}
        on conflict (key) do update set
          count = case when ${expired} then 1 else rate_limits.count + 1 end,
          window_start = case when ${expired} then now() else rate_limits.window_start end
        returning count, window_start`;
      if (!shards) return `c${i} as (${upsert})`;
      return `u${i} as (${upsert}),
      c${i} as (select u${i}.count + coalesce(o.total, 0) as count, least(u${i}.window_start, o.first_start) as window_start
        from u${i} cross join (${otherShards(key, shards, rowKey, window, params)}) o)`;
    })
    .join(",\n");
}

export const shardKey = (key: string, shard: number) => `${key}:${shard}`;

/**
 * The other shards' counts as committed (the statement's snapshot still holds this shard's old
 * row, which the upsert replaced). One equality lookup per shard: a prepared statement keeps its
 * plan, and a join over the shard keys was planned as a scan of the whole table while it was new.
 */
function otherShards(key: string, shards: number, rowKey: string, window: string, params: unknown[]) {
  const lookups = Array.from({ length: shards }, (_, shard) => {
    const other = param(params, shardKey(key, shard));
    return `select count, window_start from rate_limits where key = ${other}::text and key <> ${rowKey}::text
      and window_start > now() - ${window}`;
  });
  return `select sum(count)::int as total, min(window_start) as first_start from (${lookups.join(" union all ")}) s`;
}

/** The select list and joins that return what counterCtes counted (count0, start0, ...). */
export function counterSelect(checks: CounterCheck[]) {
  const columns = checks.map((_, i) => `c${i}.count as count${i}, c${i}.window_start as start${i}`).join(", ");
  const joins = checks.slice(1).map((_, i) => `left join c${i + 1} on true`).join(" ");
  return { columns, from: `c0 ${joins}` };
}

/** Counters as counted; null for one that was not counted because an earlier one was over. */
export function readCounters(row: Record<string, unknown>, checks: CounterCheck[]): (Counter | null)[] {
  return checks.map(({ rule }, i) =>
    row[`count${i}`] === null ? null : toCounter(Number(row[`count${i}`]), row[`start${i}`] as string | Date, rule),
  );
}

/**
 * Counts several counters in one round trip, committed asynchronously (set_config(..., true)
 * lasts until this statement's own commit): a shared counter such as "leads of this form" is one
 * hot row, and waiting for the WAL flush while holding its lock serialised every visitor of a
 * form behind the disk. The price is that a crash of PostgreSQL itself may forget the last
 * fraction of a second of counting.
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

/** Reads a counter without counting. */
export async function peek(db: Db, key: string, rule: RateRule): Promise<Counter> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || Date.now() - row.windowStart.getTime() >= rule.windowSeconds * 1000) {
    return { count: 0, retryAfterSeconds: 0 };
  }
  return toCounter(row.count, row.windowStart, rule);
}

export async function resetCounter(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

function toCounter(count: number, windowStart: string | Date, rule: RateRule): Counter {
  const start = new Date(windowStart).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((start + rule.windowSeconds * 1000 - Date.now()) / 1000));
  return { count, retryAfterSeconds };
}

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new HttpError(429, message, { "Retry-After": String(retryAfterSeconds) });
}

/** Throws 429 with Retry-After for the first check whose counter is past its limit. */
export function throwIfOver(checks: LimitCheck[], counters: (Counter | null)[]) {
  checks.forEach((check, i) => {
    const counter = counters[i];
    if (counter && counter.count > check.rule.limit) throw tooManyRequests(check.message, counter.retryAfterSeconds);
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
export const COUNTER_RETENTION_SECONDS = 24 * 3600;

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
