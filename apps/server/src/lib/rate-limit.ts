import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema/platform";
import { HttpError } from "./http-error";

export type RateRule = { limit: number; windowSeconds: number };

type Counter = { count: number; retryAfterSeconds: number };

export type LimitCheck = { key: string; rule: RateRule; message: string };

// A counter past its window restarts at 1; otherwise it counts on.
const bump = (rule: RateRule) => sql`
  on conflict (key) do update set
    count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                 then 1 else rate_limits.count + 1 end,
    window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                 then now() else rate_limits.window_start end
  returning count, window_start`;

/**
 * Fixed-window counters in the database, so a limit holds across every server process sharing
 * it. Several counters are counted in ONE statement (one round trip), each only while the ones
 * before it are within their limits, exactly as separate hits in that order would.
 *
 * The statement commits asynchronously (set_config(..., true) lasts until its own commit): a
 * shared counter such as "leads of this form" is one hot row, and waiting for the WAL flush
 * while holding its lock serialised every visitor of a form behind the disk. The price is that a
 * crash of PostgreSQL itself may forget the last fraction of a second of counting.
 *
 * `alongside`, a read-only select of at most one row, rides in the same round trip (its row comes
 * back as JSON): a request that must count its limits and then read something saves one.
 */
export async function hitInOrder(
  db: Db,
  checks: { key: string; rule: RateRule }[],
  alongside?: SQL,
): Promise<{ counters: (Counter | null)[]; alongside: Record<string, unknown> | null }> {
  const ctes = checks.map(({ key, rule }, i) => {
    const source =
      i === 0
        ? sql`values (${key}, now(), 1)`
        : sql`select ${key}, now(), 1 from ${sql.raw(`c${i - 1}`)} where ${sql.raw(`c${i - 1}`)}.count <= ${checks[i - 1].rule.limit}`;
    return sql`${sql.raw(`c${i}`)} as (insert into rate_limits (key, window_start, count) ${source} ${bump(rule)})`;
  });
  const columns = checks.map((_, i) => sql.raw(`c${i}.count as count${i}, c${i}.window_start as start${i}`));
  const joins = checks.slice(1).map((_, i) => sql.raw(`left join c${i + 1} on true`));
  const extra = alongside ? sql`, (select row_to_json(a) from (${alongside}) a limit 1) as alongside` : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    with async_commit as (select set_config('synchronous_commit', 'off', true)),
    ${sql.join(ctes, sql`, `)}
    select ${sql.join(columns, sql`, `)}${extra} from async_commit cross join c0 ${sql.join(joins, sql` `)}`);
  const row = result.rows[0];
  const counters = checks.map(({ rule }, i) =>
    row[`count${i}`] === null ? null : toCounter({ count: Number(row[`count${i}`]), window_start: row[`start${i}`] as string | Date }, rule),
  );
  const found = row.alongside;
  // PGlite returns json as an object, node-postgres too; a string would be a driver change.
  return { counters, alongside: (typeof found === "string" ? JSON.parse(found) : found) ?? null };
}

/** Counts one hit. */
export async function hit(db: Db, key: string, rule: RateRule): Promise<Counter> {
  const { counters } = await hitInOrder(db, [{ key, rule }]);
  return counters[0]!;
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
  await enforceInOrder(db, [{ key, rule, message }]);
}

/**
 * Several limits in one round trip; throws for the first one passed (later ones are not counted).
 * Returns the row of `alongside` (see hitInOrder), if any.
 */
export async function enforceInOrder(db: Db, checks: LimitCheck[], alongside?: SQL) {
  const result = await hitInOrder(db, checks, alongside);
  checks.forEach((check, i) => {
    const counter = result.counters[i];
    if (counter && counter.count > check.rule.limit) throw tooManyRequests(check.message, counter.retryAfterSeconds);
  });
  return result.alongside;
}
