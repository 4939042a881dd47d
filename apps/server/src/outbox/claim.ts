import { getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema/outbox";
import type { OutboxRow } from "./dispatch";

// created_at to the microsecond, as text that sorts like the time (a JS Date keeps milliseconds).
const QUEUED_AT = sql<string>`to_char(${outbox.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`;

/**
 * The ids of up to `limit` due rows, oldest first, locked; rows another worker holds are skipped.
 * Read from the index of the due rows in next_attempt_at order (migration 0015), so a claim reads
 * `limit` rows however long the queue is.
 */
export const dueRows = (limit: number) => sql`(
  select ${outbox.id} from ${outbox}
  where ${outbox.status} in ('pending', 'sending') and ${outbox.nextAttemptAt} <= now()
  order by ${outbox.nextAttemptAt}
  limit ${limit}
  for update skip locked
)`;

/** The database's clock `ms` from now. */
export const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/**
 * Takes up to `batchSize` due rows, oldest first, and marks them "sending" in a single statement. SKIP LOCKED
 * makes two processes polling the same database take different rows instead of the same ones.
 * A batch costs two statements however many rows it holds (decision 057): under a burst of
 * leads the outbox is not the busiest writer of the database. A row stays "sending" for
 * `leaseMs`: if its process dies mid-send, the row is due again after that.
 */
export async function claimDue(db: Db, batchSize: number, leaseMs: number): Promise<OutboxRow[]> {
  const rows = await db
    .update(outbox)
    .set({ status: "sending", attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: later(leaseMs) })
    .where(sql`${outbox.id} in ${dueRows(batchSize)}`)
    .returning({ ...getTableColumns(outbox), queuedAt: QUEUED_AT });
  // RETURNING keeps no order: the batch goes out in the order its rows were queued.
  return rows.sort((a, b) => (a.queuedAt < b.queuedAt ? -1 : 1)).map(({ queuedAt: _, ...row }) => row);
}
