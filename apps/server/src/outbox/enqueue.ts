import type { Db } from "../db/client";
import { outbox } from "../db/schema/outbox";

/** A row of the outbox as queued: an email, or (kind "sms", "webhook") what its sender reads. */
export type OutboxMessage = {
  dedupeKey: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The From display name; the address is always the platform's MAIL_FROM (decision 092). */
  fromName?: string;
};

/** Queues a message; the same dedupeKey is queued once, so retries never send twice. */
export async function enqueueMessage(db: Db, message: OutboxMessage) {
  await db.insert(outbox).values(message).onConflictDoNothing({ target: outbox.dedupeKey });
}
