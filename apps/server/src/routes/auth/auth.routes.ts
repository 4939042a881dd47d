import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { clientIp } from "../../lib/client-ip";
import { HttpError } from "../../lib/http-error";
import { hit, peek, resetCounter, tooManyRequests, type RateRule } from "../../lib/rate-limit";
import { describeIssue } from "../../lib/validate";

/** Every sign-in or sign-up attempt from one address. */
export const IP_RULE: RateRule = { limit: 30, windowSeconds: 15 * 60 };
/** Failed sign-ins against one account, whatever address they come from. */
export const ACCOUNT_RULE: RateRule = { limit: 5, windowSeconds: 15 * 60 };

const USER_FIELD_PATHS = new Set(["/api/auth/update-user", "/api/auth/sign-up/email"]);
const LIMITED_PATHS = new Set(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/request-password-reset"]);

const message = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`;

async function emailOf(c: Context<AppEnv>) {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 320) : null;
  } catch {
    return null;
  }
}

// Better Auth's own check lets `name: null` through to a NOT NULL column (a 500, found by the
// fuzz tests) and any length into the profile's Full Name (at most 120 everywhere else), so the
// fields it writes to the users table are checked here first.
const UserFieldsBody = z.object({
  name: z.string("Name must be text.").max(120, "Name can be at most 120 characters.").optional(),
  image: z.string("Image must be a link.").max(2048).nullable().optional(),
});

async function assertUserFields(c: Context<AppEnv>) {
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  const parsed = UserFieldsBody.safeParse(body);
  if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error.issues[0]));
}

/** Better Auth's handler behind a database-backed limiter, so limits hold across processes. */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  const { auth, db } = c.get("deps");
  if (c.req.method === "POST" && USER_FIELD_PATHS.has(c.req.path)) await assertUserFields(c);
  if (c.req.method !== "POST" || !LIMITED_PATHS.has(c.req.path)) return auth.handler(c.req.raw);

  const ip = await hit(db, `auth-ip:${clientIp(c)}`, IP_RULE);
  if (ip.count > IP_RULE.limit) throw tooManyRequests(message(ip.retryAfterSeconds), ip.retryAfterSeconds);

  const email = c.req.path.endsWith("/sign-in/email") ? await emailOf(c) : null;
  const accountKey = email ? `auth-account:${email}` : null;
  if (accountKey) {
    const failures = await peek(db, accountKey, ACCOUNT_RULE);
    if (failures.count >= ACCOUNT_RULE.limit) {
      throw tooManyRequests(message(failures.retryAfterSeconds), failures.retryAfterSeconds);
    }
  }
  const response = await auth.handler(c.req.raw);
  if (accountKey) {
    if (response.status === 401) await hit(db, accountKey, ACCOUNT_RULE);
    else if (response.ok) await resetCounter(db, accountKey);
  }
  return response;
});
