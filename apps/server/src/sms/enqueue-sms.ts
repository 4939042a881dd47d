import type { Db } from "../db/client";
import { enqueueMessage } from "../outbox/enqueue";

/** A text message is an outbox row too: the same worker, retries and dedupe keys as email. */
export function enqueueSms(db: Db, message: { dedupeKey: string; to: string; text: string }) {
  return enqueueMessage(db, { ...message, kind: "sms", subject: "sms" });
}
