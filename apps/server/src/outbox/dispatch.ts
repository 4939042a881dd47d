import type { outbox } from "../db/schema/outbox";

export type OutboxRow = typeof outbox.$inferSelect;

/** What the outbox worker hands each claimed row to: a sender of one kind, or dispatchByKind. */
export interface OutboxSender {
  /** Resolves once the row is delivered; throws to have it retried with back-off. */
  send(row: OutboxRow): Promise<void>;
  /** Called once when a row is given up on (out of attempts, or a permanent error). */
  failedForGood?(row: OutboxRow): Promise<void>;
  close(): void;
}

/** A failure no retry can fix (the endpoint was deleted or turned off): the row fails at once. */
export class PermanentDeliveryError extends Error {}

/**
 * The senders of each kind of row. They live in their domains (mail, webhooks, sms) and are
 * handed in where the app is wired (deps.ts), so the queue imports none of them.
 */
export type OutboxSenders = { email: OutboxSender; webhook: OutboxSender; sms?: OutboxSender };

/** One queue, several kinds of message: rows of kind "webhook" or "sms" go to their sender, the rest are email. */
export function dispatchByKind(senders: OutboxSenders): OutboxSender {
  const pick = (row: OutboxRow): OutboxSender =>
    row.kind === "webhook" ? senders.webhook : row.kind === "sms" && senders.sms ? senders.sms : senders.email;
  return {
    send: (row) => pick(row).send(row),
    failedForGood: async (row) => pick(row).failedForGood?.(row),
    close() {
      senders.email.close();
      senders.webhook.close();
      senders.sms?.close();
    },
  };
}
