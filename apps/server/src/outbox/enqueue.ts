import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox, type MailAttachment, type OutboxRender } from "../db/schema/outbox";
import { later } from "./claim";

/** A row of the outbox as queued: an email, or (kind "sms", "webhook") what its sender reads. */
export type OutboxMessage = {
  dedupeKey: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The From display name; the address is always the platform's MAIL_FROM. */
  fromName?: string;
  attachments?: MailAttachment[];
  /**
   * Rendered when it is sent, by its kind's renderer (decision 129): subject and text are queued
   * empty, and this says what the renderer reads.
   */
  render?: OutboxRender;
  /**
   * Sent no sooner than this long after it is queued (its next_attempt_at, the time the worker
   * claims by): a message that may still be rewritten waits. Due at once without.
   */
  dueInMs?: number;
  /**
   * Rewrites the queued, not yet sent row of the same dedupeKey and makes it due at once, instead
   * of queueing a message of its own; nothing is queued when that row was sent or never queued.
   * A message rendered at send time keeps the row's recipients and only drops its content, so the
   * renderer reads the records as they are when it is sent.
   */
  replacesPending?: boolean;
};

const dueAt = (dueInMs: number | undefined) => (dueInMs ? { nextAttemptAt: later(dueInMs) } : {});

/** Queues a message; the same dedupeKey is queued once, so retries never send twice. */
export async function enqueueMessage(db: Db, message: OutboxMessage) {
  const { dueInMs, replacesPending, ...row } = message;
  if (replacesPending) return rewritePending(db, message);
  await db
    .insert(outbox)
    .values({ ...row, ...dueAt(dueInMs) })
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

/** Makes a message still waiting in the outbox (queued with dueInMs, no worker holds it) due now. */
export async function sendPendingNow(db: Db, dedupeKey: string) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: later(0) })
    .where(and(eq(outbox.dedupeKey, dedupeKey), eq(outbox.status, "pending")));
}

/**
 * Rewrites a message still waiting in the outbox (status pending: no worker holds it) and makes
 * it due now; true when there was one. A row a worker has claimed meanwhile ("sending") or sent
 * is left alone, so the recipient gets one message, the first or the rewritten one, never both.
 */
async function rewritePending(db: Db, message: OutboxMessage): Promise<boolean> {
  // A row queued before decision 129 carries its content: it is turned into one rendered at send.
  const content = message.render
    ? { subject: "", text: "", html: null, attachments: null, render: message.render }
    : {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        fromName: message.fromName ?? null,
        attachments: message.attachments ?? null,
      };
  const rewritten = await db
    .update(outbox)
    .set({
      ...content,
      nextAttemptAt: later(message.dueInMs ?? 0),
    })
    .where(and(eq(outbox.dedupeKey, message.dedupeKey), eq(outbox.status, "pending")))
    .returning({ id: outbox.id });
  return rewritten.length > 0;
}
