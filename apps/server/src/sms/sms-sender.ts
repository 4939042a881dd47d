import { PermanentDeliveryError, type OutboxRow, type OutboxSender } from "../outbox/dispatch";
import type { SmsClient } from "./sms-client";

/** Sends outbox rows of kind "sms" (to: E.164 number, text: the message) through Twilio. */
export function createSmsSender(client: SmsClient | null): OutboxSender {
  return {
    async send(row: OutboxRow) {
      if (!client) throw new PermanentDeliveryError("Text messages are not set up on this server.");
      await client.send(row.to, row.text);
    },
    close() {},
  };
}
