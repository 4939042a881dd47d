import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A Standard Webhooks secret: "whsec_" and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The three Standard Webhooks headers. The id stays the same on every retry (receivers
 * deduplicate by it); the timestamp is the attempt's. With a previous secret still in its
 * overlap, both signatures are sent (space-separated), so a receiver holding either verifies.
 */
export function signedHeaders(id: string, body: string, secrets: string[], at = new Date()): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(id, at, body));
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}
