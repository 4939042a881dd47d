import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { visitorAddress } from "../lib/client-ip";
import { hitInOrder, tooManyRequests, type CounterCheck, type RateRule } from "../lib/rate-limit";
import { accountOfEmail, readAuthFields } from "./credential-fields";

/** Account emails asked for from one address (IPv6: one /64), to any recipients. */
export const EMAIL_IP_RULE: RateRule = { limit: 10, windowSeconds: 60 * 60 };
/** Account emails asked for to one address, from anywhere: one inbox cannot be flooded. */
export const EMAIL_TARGET_RULE: RateRule = { limit: 5, windowSeconds: 60 * 60 };

/**
 * Every Better Auth route that sends an account email, and whether it sends one only with
 * EMAIL_VERIFICATION on. Each names its recipient in the body's `email`. Sign-in also mails an
 * unverified account a fresh link, but only to someone who gave its password, so the sign-in
 * lockout (password-guard.ts) bounds it. Change-email and the delete-account email are not
 * enabled in auth.ts; enabling one means listing it here.
 */
const EMAIL_ROUTES: Record<string, { onlyWithVerification: boolean }> = {
  "/api/auth/sign-up/email": { onlyWithVerification: true },
  "/api/auth/send-verification-email": { onlyWithVerification: false },
  "/api/auth/request-password-reset": { onlyWithVerification: false },
};

const tooManyEmails = (seconds: number) =>
  tooManyRequests(
    `Too many emails were requested. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`,
    seconds,
  );

/**
 * Counts a request for an account email per address, then per recipient, and refuses it with
 * 429 past either limit, before Better Auth sends anything. The recipient is counted whether or
 * not it has an account, so the answer says nothing about which addresses do.
 */
export async function limitAccountEmails(c: Context<AppEnv>, path: string) {
  const { env, db } = c.get("deps");
  const route = EMAIL_ROUTES[path];
  if (!route || (route.onlyWithVerification && !env.EMAIL_VERIFICATION)) return;
  const checks: CounterCheck[] = [{ key: `auth-email-ip:${visitorAddress(c)}`, rule: EMAIL_IP_RULE }];
  const recipient = accountOfEmail((await readAuthFields(c.req.raw))?.email);
  if (recipient) checks.push({ key: `auth-email-to:${recipient}`, rule: EMAIL_TARGET_RULE });
  const counters = await hitInOrder(db, checks);
  checks.forEach(({ rule }, i) => {
    const counter = counters[i];
    if (counter && counter.count > rule.limit) throw tooManyEmails(counter.retryAfterSeconds);
  });
}
