import { createHash, createHmac, randomFillSync, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";

// The lead token is the only proof that later records belong to the visitor who started the
// lead. It is returned once; only its hash is stored, so a database reader cannot replay it.

const TOKEN_BYTES = 32;
// Entropy is drawn for 256 tokens at a time (as crypto.randomUUID does for UUIDs): one call into
// the CSPRNG per 256 leads instead of one per lead. Every byte is used for one token only.
const entropy = Buffer.alloc(TOKEN_BYTES * 256);
let nextByte = entropy.length;

export function newLeadToken(): { token: string; hash: string } {
  if (nextByte + TOKEN_BYTES > entropy.length) {
    randomFillSync(entropy);
    nextByte = 0;
  }
  const token = entropy.toString("base64url", nextByte, nextByte + TOKEN_BYTES);
  nextByte += TOKEN_BYTES;
  return { token, hash: hashLeadToken(token) };
}

export function hashLeadToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function tokenMatches(token: string | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const a = Buffer.from(hashLeadToken(token), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** From the JSON body or an Authorization: Bearer header; never a cookie. */
export function leadTokenFrom(c: Context<AppEnv>, bodyToken?: string): string | undefined {
  if (bodyToken) return bodyToken;
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

// The owner's test run: the public page asks the owner's app, with the owner's
// session, for a token that marks the leads it starts as tests. The token names one form and
// expires; it is signed with the server's secret (lib/auth-secret.ts), so no one else can make
// one, and a bare `?test=1` in the address marks nothing.

const TEST_RUN_VALID_MS = 12 * 3600_000;

const testRunSignature = (secret: string, formId: string, expires: number) =>
  createHmac("sha256", secret).update(`test-run:${formId}:${expires}`).digest("base64url");

/** A token for test runs of the form, good for 12 hours; only for its owner (the caller checks). */
export function newTestRunToken(secret: string, formId: string, now = Date.now()) {
  const expires = now + TEST_RUN_VALID_MS;
  return { token: `${expires}.${testRunSignature(secret, formId, expires)}`, expiresAt: new Date(expires) };
}

/** Whether `token` is a test-run token of this form that has not expired. */
export function isTestRunToken(secret: string, formId: string, token: string | undefined, now = Date.now()) {
  const match = token?.match(/^(\d{1,15})\.([\w-]{43})$/);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires < now) return false;
  const a = Buffer.from(match[2]);
  const b = Buffer.from(testRunSignature(secret, formId, expires));
  return a.length === b.length && timingSafeEqual(a, b);
}
