import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "@yq/form-schema/ids";
import type { Env } from "../env";
import { serverSecret } from "./auth-secret";

// The customer's own page (customer-page/, decision 122) is opened by a signed link in every
// email: no password, one lead's plan only, good for 30 days. The link carries the lead and its
// expiry, signed with the server's secret, so nothing is stored and no one can make one; an
// expired link still names its lead, so the page can offer to send a fresh one to its email.

const VALID_MS = 30 * 24 * 3600_000;

const signature = (secret: string, leadId: string, expires: number) =>
  createHmac("sha256", secret).update(`customer-page:${leadId}:${expires}`).digest("base64url");

type SecretEnv = Pick<Env, "AUTH_SECRET" | "dataDir">;

/** A token for the lead's customer page, good for 30 days from `now`. */
export function newCustomerToken(env: SecretEnv, leadId: string, now = Date.now()): string {
  const expires = now + VALID_MS;
  return `${leadId}.${expires}.${signature(serverSecret(env), leadId, expires)}`;
}

/**
 * The lead a customer token names, and whether it has expired; null when it was not made by this
 * server (a changed character, another secret).
 */
export function readCustomerToken(
  env: SecretEnv,
  token: string,
  now = Date.now(),
): { leadId: string; expired: boolean } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match || !isUuid(match[1]!)) return null;
  const [, leadId, expiresText, given] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  const a = Buffer.from(given);
  const b = Buffer.from(signature(serverSecret(env), leadId, expires));
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return { leadId, expired: expires < now };
}

/** The path of the customer page for a token. */
export const customerPagePath = (token: string) => `/plan/${token}`;

/** The address of the lead's customer page for an email, on the server's public address. */
export function customerPageUrl(env: SecretEnv & Pick<Env, "publicUrl">, leadId: string, now = Date.now()): string {
  return `${env.publicUrl}${customerPagePath(newCustomerToken(env, leadId, now))}`;
}
