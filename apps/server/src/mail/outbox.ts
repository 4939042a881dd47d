import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema/platform";

export type OutgoingMail = {
  dedupeKey: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/** Queues an email; the same dedupeKey is queued once, so retries never send twice. */
export async function enqueueMail(db: Db, mail: OutgoingMail) {
  await db.insert(mailOutbox).values(mail).onConflictDoNothing({ target: mailOutbox.dedupeKey });
}
