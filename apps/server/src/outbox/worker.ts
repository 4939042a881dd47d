import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema/outbox";
import type { Logger } from "../lib/logger";
import { claimDue, later } from "./claim";
import { PermanentDeliveryError, type OutboxRow, type OutboxSender } from "./dispatch";
import { renderedRow } from "./render";

export type OutboxWorkerOptions = {
  db: Db;
  /** Who delivers a claimed row: dispatchByKind(...) in the app, one sender alone in some tests. */
  sender: OutboxSender;
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

export type OutboxWorker = {
  start(): void;
  /** Lets the sends in flight finish, then stops polling. */
  stop(): Promise<void>;
  /** Sends everything due now; resolves when the outbox has nothing due. */
  drain(): Promise<void>;
  /** Deletes sent messages older than keepSentDays; returns how many. */
  purge(): Promise<number>;
};

const MAX_ATTEMPTS = 8;

/** Loops polling at once when the options name none; the SMTP pool keeps one connection per loop. */
export const WORKER_LOOPS = 2;

// How often a loop that gives way looks again whether the server is still busy.
const YIELD_STEP_MS = 50;

/** 30 s, 1 min, 2 min ... capped at 1 hour: eight attempts span about an hour. */
function defaultRetryDelayMs(attempt: number) {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, sender, logger } = options;
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
   * Sends one row; true when delivered (the caller marks it sent), else it is rescheduled here. A
   * row rendered at send time is rendered first: a failure to render is a failed delivery.
   */
  async function send(row: OutboxRow): Promise<boolean> {
    try {
      await sender.send(await renderedRow(db, row));
      return true;
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const givingUp = row.attempts >= maxAttempts || err instanceof PermanentDeliveryError;
      await db
        .update(outbox)
        .set(
          givingUp
            ? { status: "failed", lastError }
            : { status: "pending", lastError, nextAttemptAt: later(retryDelayMs(row.attempts)) },
        )
        .where(eq(outbox.id, row.id));
      logger[givingUp ? "error" : "warn"](
        { mailId: row.id, kind: row.kind, attempts: row.attempts, err: lastError },
        givingUp ? "email failed for good" : "email failed, will retry",
      );
      if (givingUp)
        await sender
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
        .update(outbox)
        .set({ status: "pending", attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(inArray(outbox.id, untried));
    }
    if (delivered.length === 0) return;
    const ids = delivered.map((row) => row.id);
    await db
      .update(outbox)
      .set({ status: "sent", sentAt: sql`now()`, lastError: null })
      .where(inArray(outbox.id, ids));
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
      const rows = await claimDue(db, batchSize, leaseMs);
      if (rows.length === 0) return;
      await deliver(rows);
    }
  }

  async function drain(keepGoing = () => true) {
    await Promise.all(Array.from({ length: concurrency }, () => loop(keepGoing)));
  }

  async function purge() {
    const removed = await db
      .delete(outbox)
      .where(sql`${outbox.status} = 'sent' and ${outbox.sentAt} < now() - make_interval(days => ${keepSentDays}::int)`)
      .returning({ id: outbox.id });
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
      sender.close();
    },
    drain: () => drain(),
    purge,
  };
}
