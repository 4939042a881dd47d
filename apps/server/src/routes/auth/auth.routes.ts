import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { authCall } from "../../auth/auth-call";
import { HttpError } from "../../lib/http-error";
import { describeIssue } from "../../lib/validate";
import { readAuthFields } from "./credential-fields";
import { guardedAuthCall, isLimitedAuthRoute } from "./password-guard";
import { endResetLinksAfterChange } from "./reset-links";

export { ACCOUNT_RULE, IP_RULE } from "./password-guard";

const USER_FIELD_PATHS = new Set(["/api/auth/update-user", "/api/auth/sign-up/email"]);

// Better Auth's own check lets `name: null` through to a NOT NULL column (a 500, found by the
// fuzz tests) and any length into the profile's Full Name (at most 120 everywhere else), so the
// fields it writes to the users table are checked here first, whatever the body's encoding.
const UserFieldsBody = z.object({
  name: z.string("Name must be text.").max(120, "Name can be at most 120 characters.").optional(),
  image: z.string("Image must be a link.").max(2048).nullable().optional(),
});

async function assertUserFields(c: Context<AppEnv>) {
  const fields = await readAuthFields(c.req.raw);
  if (!fields) throw new HttpError(400, "The request body is not valid JSON.");
  const parsed = UserFieldsBody.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error.issues[0]));
}

/** Better Auth's handler behind a database-backed limiter, so limits hold across processes. */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  const { auth } = c.get("deps");
  const call = () => authCall(() => auth.handler(c.req.raw));
  if (c.req.method !== "POST") return call();
  // The path exactly as Better Auth's router matches it.
  const path = new URL(c.req.url).pathname;
  if (USER_FIELD_PATHS.has(path)) await assertUserFields(c);
  if (!isLimitedAuthRoute(path)) return call();
  const response = await guardedAuthCall(c, path, call);
  await endResetLinksAfterChange(c, path, response);
  return response;
});
