import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { visitorAddress } from "../lib/client-ip";
import { HttpError } from "../lib/http-error";
import { hit, resetCounter, tooManyRequests, type RateRule } from "../lib/rate-limit";
import { accountOfEmail, readAuthFields } from "./credential-fields";
import { inPasswordTurn } from "./password-hash";

/** Every attempt on a limited auth route from one address (IPv6: one /64). */
export const IP_RULE: RateRule = { limit: 30, windowSeconds: 15 * 60 };
/** Wrong passwords against one account, whatever route or address they come from. */
export const ACCOUNT_RULE: RateRule = { limit: 5, windowSeconds: 15 * 60 };

/**
 * How a route names the account whose password it checks: `email` from the body (sign-in), the
 * signed-in `session` (change-password and the other routes that ask for the current password),
 * or `none` for routes that only hash a new password or send an email (per-address limit only).
 */
type AccountSource = "email" | "session" | "none";

/** Every Better Auth route that hashes or verifies a password, or sends an account email. */
const LIMITED_ROUTES: Record<string, AccountSource> = {
  "/api/auth/sign-in/email": "email",
  "/api/auth/change-password": "session",
  "/api/auth/verify-password": "session",
  "/api/auth/delete-user": "session",
  "/api/auth/sign-up/email": "none",
  "/api/auth/reset-password": "none",
  "/api/auth/request-password-reset": "none",
  "/api/auth/send-verification-email": "none",
  // Two-factor: setting it up, new backup codes and turning it off ask for the
  // password; the code checks are counted here per address, and per account by the guard
  // plugin, which knows the account of a sign-in halfway through (two-factor-guard.ts).
  "/api/auth/two-factor/enable": "session",
  "/api/auth/two-factor/disable": "session",
  "/api/auth/two-factor/generate-backup-codes": "session",
  "/api/auth/two-factor/get-totp-uri": "session",
  "/api/auth/two-factor/verify-totp": "none",
  "/api/auth/two-factor/verify-backup-code": "none",
};

const tooManyAttempts = (seconds: number) =>
  tooManyRequests(
    `Too many sign-in attempts. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`,
    seconds,
  );

/**
 * The limited routes that hash nothing (they send an email, or check a two-factor code): they
 * need no hashing turn.
 */
const EMAIL_ONLY_ROUTES = new Set([
  "/api/auth/request-password-reset",
  "/api/auth/send-verification-email",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
]);

export const isLimitedAuthRoute = (path: string) => path in LIMITED_ROUTES;

/**
 * Runs a limited auth route: the address is counted first, then every attempt on an account (a
 * locked account is refused before its password is looked at); a right password clears the count.
 * The route is the exact path Better Auth's router matches (it refuses any other spelling).
 */
export async function guardedAuthCall(
  c: Context<AppEnv>,
  path: string,
  call: () => Promise<Response>,
): Promise<Response> {
  // A route that hashes runs whole in a hashing turn, its counters included: a request refused
  // for load (503, Retry-After) has cost no database work and counted no attempt.
  if (EMAIL_ONLY_ROUTES.has(path)) return limitedCall(c, path, call);
  return inPasswordTurn(() => limitedCall(c, path, call));
}

async function limitedCall(c: Context<AppEnv>, path: string, call: () => Promise<Response>): Promise<Response> {
  const { db } = c.get("deps");
  const ip = await hit(db, `auth-ip:${visitorAddress(c)}`, IP_RULE);
  if (ip.count > IP_RULE.limit) throw tooManyAttempts(ip.retryAfterSeconds);

  const source = LIMITED_ROUTES[path];
  let account: string | null = null;
  if (source === "email") {
    const fields = await readAuthFields(c.req.raw);
    account = accountOfEmail(fields?.email);
    if (!account) throw new HttpError(400, "Please enter your email address and password.");
  } else if (source === "session") {
    account = accountOfEmail(c.get("user")?.email);
  }
  if (!account) return call();

  // Counted before the check, so parallel guesses cannot all slip past one reading of the
  // counter; a right password clears it again.
  const key = `auth-account:${account}`;
  const attempts = await hit(db, key, ACCOUNT_RULE);
  if (attempts.count > ACCOUNT_RULE.limit) throw tooManyAttempts(attempts.retryAfterSeconds);
  const response = await call();
  if (response.ok) await resetCounter(db, key);
  return response;
}
