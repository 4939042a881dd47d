import type { mailOutbox } from "../db/schema/platform";
import type { MailTransport } from "./transport";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** What the outbox worker hands each claimed row to: email, or a webhook delivery. */
export interface OutboxSender {
  /** Resolves once the row is delivered; throws to have it retried with back-off. */
  send(row: OutboxRow): Promise<void>;
  /** Called once when a row is given up on (out of attempts, or a permanent error). */
  failedForGood?(row: OutboxRow): Promise<void>;
  close(): void;
}

/** A failure no retry can fix (the endpoint was deleted or turned off): the row fails at once. */
export class PermanentDeliveryError extends Error {}

/** One queue, several kinds of message: rows of kind "webhook" or "sms" go to their sender, the rest are email. */
export function createOutboxSender(
  mail: MailTransport,
  others: { webhook: OutboxSender; sms?: OutboxSender },
): OutboxSender {
  const pick = (row: OutboxRow): OutboxSender =>
    row.kind === "webhook" ? others.webhook : row.kind === "sms" && others.sms ? others.sms : mail;
  return {
    send: (row) => pick(row).send(row),
    failedForGood: async (row) => pick(row).failedForGood?.(row),
    close() {
      mail.close();
      others.webhook.close();
      others.sms?.close();
    },
  };
}
