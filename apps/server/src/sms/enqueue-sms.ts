import type { Db } from "../db/client";
import { enqueueMail } from "../mail/outbox";

/** A text message is an outbox row too: the same worker, retries and dedupe keys as email. */
export function enqueueSms(db: Db, message: { dedupeKey: string; to: string; text: string }) {
  return enqueueMail(db, { ...message, kind: "sms", subject: "sms" });
}
