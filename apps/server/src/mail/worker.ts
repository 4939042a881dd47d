import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema/platform";
import type { Logger } from "../lib/logger";
import { PermanentDeliveryError, type OutboxRow, type OutboxSender } from "./outbox-sender";

export type MailWorkerOptions = {
  db: Db;
  /** Email transport, or createOutboxSender(...) to carry webhook rows of the same queue too. */
  transport: OutboxSender;
  logger: Logger;
  /** How often the outbox is checked for due messages. */
  pollIntervalMs?: number;
  /** Loops polling at once; each claims its own rows. */
  concurrency?: number;
  /** Due rows a loop claims in one statement and sends in order (marked sent in one more). */
  batchSize?: number;
  /** After this many failed attempts a message is marked failed and left alone. */
  maxAttempts?: number;
  /** Wait before attempt n + 1 after attempt n failed. */
  retryDelayMs?: (attempt: number) => number;
  /** A row stuck in "sending" this long (its process died mid-send) becomes due again. */
  leaseMs?: number;
  /** Sent messages (customer contact details in their bodies) are deleted after this long. */
  keepSentDays?: number;
  /**
   * While this says the server is busy answering visitors, each loop waits before claiming its
   * next batch, up to `maxYieldMs` (decision 069). None by default.
   */
  giveWayWhile?: () => boolean;
  /** The longest a loop waits for the server to be less busy before it sends its next batch anyway. */
  maxYieldMs?: number;
};

export type MailWorker = {
  start(): void;
  /** Lets the sends in flight finish, then stops polling. */
  stop(): Promise<void>;
  /** Sends everything due now; resolves when the outbox has nothing due. */
  drain(): Promise<void>;
  /** Deletes sent messages older than keepSentDays; returns how many. */
  purge(): Promise<number>;
};

export const MAX_ATTEMPTS = 8;

/** Loops polling at once when the options name none; the SMTP pool keeps one connection per loop. */
export const WORKER_LOOPS = 2;

// How often a loop that gives way looks again whether the server is still busy.
const YIELD_STEP_MS = 50;

/** 30 s, 1 min, 2 min ... capped at 1 hour: eight attempts span about an hour. */
export function defaultRetryDelayMs(attempt: number) {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);
}

// created_at to the microsecond, as text that sorts like the time (a JS Date keeps milliseconds).
const QUEUED_AT = sql<string>`to_char(${mailOutbox.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`;

/**
 * The ids of up to `limit` due rows, oldest first, locked; rows another worker holds are skipped.
 * Read from the index of the due rows in next_attempt_at order (migration 0015), so a claim reads
 * `limit` rows however long the queue is.
 */
export const dueRows = (limit: number) => sql`(
  select ${mailOutbox.id} from ${mailOutbox}
  where ${mailOutbox.status} in ('pending', 'sending') and ${mailOutbox.nextAttemptAt} <= now()
  order by ${mailOutbox.nextAttemptAt}
  limit ${limit}
  for update skip locked
)`;

const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const concurrency = options.concurrency ?? WORKER_LOOPS;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const keepSentDays = options.keepSentDays ?? 30;
  const giveWayWhile = options.giveWayWhile ?? (() => false);
  const maxYieldMs = options.maxYieldMs ?? 1_000;
  let lastPurge = 0;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  /**
   * Takes up to `batchSize` due rows, oldest first, and marks them "sending" in a single statement. SKIP LOCKED
   * makes two processes polling the same database take different rows instead of the same ones.
   * A batch costs two statements however many rows it holds (decision 057): under a burst of
   * leads the outbox is not the busiest writer of the database.
   */
  async function claim() {
    const rows = await db
      .update(mailOutbox)
      .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: later(leaseMs) })
      .where(sql`${mailOutbox.id} in ${dueRows(batchSize)}`)
      .returning({ ...getTableColumns(mailOutbox), queuedAt: QUEUED_AT });
    // RETURNING keeps no order: the batch goes out in the order its rows were queued.
    return rows.sort((a, b) => (a.queuedAt < b.queuedAt ? -1 : 1)).map(({ queuedAt: _, ...row }) => row);
  }

  /** Sends one row; true when delivered (the caller marks it sent), else it is rescheduled here. */
  async function send(row: OutboxRow): Promise<boolean> {
    try {
      await transport.send(row);
      return true;
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const givingUp = row.attempts >= maxAttempts || err instanceof PermanentDeliveryError;
      await db
        .update(mailOutbox)
        .set(
          givingUp
            ? { status: "failed", lastError }
            : { status: "pending", lastError, nextAttemptAt: later(retryDelayMs(row.attempts)) },
        )
        .where(eq(mailOutbox.id, row.id));
      logger[givingUp ? "error" : "warn"](
        { mailId: row.id, kind: row.kind, attempts: row.attempts, err: lastError },
        givingUp ? "email failed for good" : "email failed, will retry",
      );
      if (givingUp)
        await transport
          .failedForGood?.(row)
          .catch((e) => logger.error({ err: e, mailId: row.id }, "could not handle a message given up on"));
      return false;
    }
  }

  // A batch is sent in order (a lead's "started" event before its "completed"). The first failure
  // ends it: the rows not tried yet go back as due at once, untouched, so one receiver that is
  // down or stalls costs a batch at most one timeout, as a single row did, and the rest are
  // claimed again straight away.
  async function deliver(rows: OutboxRow[]) {
    const delivered: OutboxRow[] = [];
    let tried = 0;
    while (tried < rows.length) {
      const row = rows[tried++];
      if (!(await send(row))) break;
      delivered.push(row);
    }
    const untried = rows.slice(tried).map((row) => row.id);
    if (untried.length > 0) {
      await db
        .update(mailOutbox)
        .set({ status: "pending", attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(inArray(mailOutbox.id, untried));
    }
    if (delivered.length === 0) return;
    const ids = delivered.map((row) => row.id);
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, lastError: null })
      .where(inArray(mailOutbox.id, ids));
    for (const row of delivered) {
      logger.info({ mailId: row.id, kind: row.kind, attempts: row.attempts }, "email sent");
    }
  }

  // Under a burst of visitors the emails wait for the answers, never for longer than maxYieldMs a
  // batch: a loop still sends a batch a second, and the rest as soon as the burst is over.
  async function giveWay(keepGoing: () => boolean) {
    const until = Date.now() + maxYieldMs;
    while (keepGoing() && giveWayWhile() && Date.now() < until) {
      await new Promise((r) => setTimeout(r, Math.min(YIELD_STEP_MS, maxYieldMs)));
    }
  }

  async function loop(keepGoing: () => boolean) {
    while (keepGoing()) {
      await giveWay(keepGoing);
      const rows = await claim();
      if (rows.length === 0) return;
      await deliver(rows);
    }
  }

  async function drain(keepGoing = () => true) {
    await Promise.all(Array.from({ length: concurrency }, () => loop(keepGoing)));
  }

  async function purge() {
    const removed = await db
      .delete(mailOutbox)
      .where(
        sql`${mailOutbox.status} = 'sent' and ${mailOutbox.sentAt} < now() - make_interval(days => ${keepSentDays}::int)`,
      )
      .returning({ id: mailOutbox.id });
    return removed.length;
  }

  async function pollOnce() {
    if (Date.now() - lastPurge > 60 * 60_000) {
      lastPurge = Date.now();
      await purge();
    }
    await drain(() => !stopped);
  }

  function tick() {
    timer = null;
    running = pollOnce()
      .catch((err) => logger.error({ err }, "mail outbox poll failed"))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, pollIntervalMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      transport.close();
    },
    drain: () => drain(),
    purge,
  };
}
