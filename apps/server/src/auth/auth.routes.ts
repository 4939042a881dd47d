import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { authCall } from "./auth-call";
import { assertSignUpBusiness, assertUserFields } from "./credential-fields";
import { limitAccountEmails } from "./email-limits";
import { guardedAuthCall, isLimitedAuthRoute } from "./password-guard";
import { endResetLinksAfterChange } from "./reset-links";
import { refuseTokenRoutes, withoutSessionTokens } from "./session-tokens";
import { auditTwoFactor } from "./two-factor-audit";

const SIGN_UP_PATH = "/api/auth/sign-up/email";
const USER_FIELD_PATHS = new Set(["/api/auth/update-user", SIGN_UP_PATH]);

/** Better Auth's handler behind a database-backed limiter, so limits hold across processes. */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  const { auth } = c.get("deps");
  // The path exactly as Better Auth's router matches it.
  const path = new URL(c.req.url).pathname;
  // Session tokens stay in their cookie: no answer hands one to the page.
  refuseTokenRoutes(path);
  const call = () => authCall(() => auth.handler(c.req.raw)).then(withoutSessionTokens);
  if (c.req.method !== "POST") return call();
  if (USER_FIELD_PATHS.has(path)) await assertUserFields(c.req.raw);
  if (path === SIGN_UP_PATH) await assertSignUpBusiness(c.req.raw);
  if (!isLimitedAuthRoute(path)) return call();
  await limitAccountEmails(c, path);
  const response = await guardedAuthCall(c, path, call);
  await endResetLinksAfterChange(c.get("deps").db, c.get("user")?.id ?? null, path, response);
  await auditTwoFactor(c, path, response);
  return response;
});
