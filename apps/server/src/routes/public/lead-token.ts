import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";

// The lead token is the only proof that later records belong to the visitor who started the
// lead. It is returned once; only its hash is stored, so a database reader cannot replay it.

export function newLeadToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
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
