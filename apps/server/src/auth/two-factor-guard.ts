import { createOTP } from "@better-auth/utils/otp";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { twoFactors } from "../db/schema/auth";
import { hit, resetCounter, type RateRule } from "../lib/rate-limit";

/**
 * Codes tried against one account (sign-in, enrolment or turning it off), from any address: six
 * digits could otherwise be guessed by someone who has the password. A right code clears it.
 */
export const TWO_FACTOR_ACCOUNT_RULE: RateRule = { limit: 5, windowSeconds: 15 * 60 };

/** The plugin's defaults (auth.ts sets no other): six digits, a new code every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

const VERIFY_TOTP = "/two-factor/verify-totp";
const VERIFY_BACKUP_CODE = "/two-factor/verify-backup-code";
const DISABLE = "/two-factor/disable";
const GUARDED = new Set([VERIFY_TOTP, VERIFY_BACKUP_CODE, DISABLE]);

export const CODE_REUSED = "This code was already used. Wait for the next code in your authenticator app.";
const CODE_NEEDED =
  "Enter a code from your authenticator app, or a backup code, to turn off two-factor authentication.";
const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const tooManyCodes = (seconds: number) =>
  new APIError(
    "TOO_MANY_REQUESTS",
    {
      message: `Too many codes were tried. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`,
      code: "TOO_MANY_TWO_FACTOR_ATTEMPTS",
    },
    { "Retry-After": String(seconds) },
  );

/** The account a code is tried for: the signed-in one, or the one halfway through signing in. */
async function accountOfAttempt(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  // The plugin's own challenge: a signed cookie naming a verification row whose value is the user.
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const row = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return row && row.expiresAt > new Date() ? row.value : null;
}

/**
 * The time step a six-digit code belongs to, or null. It looks two steps either side of now, wider
 * than the plugin's one, so that any code the plugin accepts during this request has its step
 * claimed here even if the clock passes a step boundary between the two checks.
 */
async function stepOfCode(secret: string, code: string, now = Date.now()): Promise<number | null> {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const otp = createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  let matched: number | null = null;
  // Every step is computed, so the time taken does not say which one matched.
  for (let step = current - 2; step <= current + 2; step++) if ((await otp.hotp(step)) === code) matched = step;
  return matched;
}

export function createTwoFactorGuard(db: Db) {
  const rowOf = async (userId: string) =>
    (await db.select().from(twoFactors).where(eq(twoFactors.userId, userId)))[0] ?? null;

  /**
   * A code works once: its step is written down in the same statement that checks it is later
   * than the last one used, so two requests with one code cannot both pass.
   */
  async function claimStep(id: string, step: number) {
    const claimed = await db
      .update(twoFactors)
      .set({ lastUsedStep: step })
      .where(and(eq(twoFactors.id, id), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))))
      .returning({ id: twoFactors.id });
    if (claimed.length === 0) throw new APIError("UNAUTHORIZED", { message: CODE_REUSED, code: "TOTP_CODE_REUSED" });
  }

  async function backupCodesOf(ctx: HookContext, stored: string): Promise<string[]> {
    // Stored as the plugin's default keeps them: encrypted JSON (backupCodeOptions in auth.ts).
    const codes: unknown = JSON.parse(await symmetricDecrypt({ key: ctx.context.secretConfig, data: stored }));
    return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === "string") : [];
  }

  /**
   * Turning it off takes the password and a code: someone who finds a signed-in computer cannot
   * switch off the second factor. The password is checked first, so a mistyped password does not
   * spend the code.
   */
  async function checkDisable(ctx: HookContext, userId: string, code: string) {
    if (!code) throw new APIError("BAD_REQUEST", { message: CODE_NEEDED, code: "TWO_FACTOR_CODE_REQUIRED" });
    await ctx.context.password.checkPassword(userId, ctx);
    const row = await rowOf(userId);
    if (!row) return; // Nothing to turn off; the plugin answers for itself.
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
    const step = await stepOfCode(secret, code);
    if (step !== null) return claimStep(row.id, step);
    if ((await backupCodesOf(ctx, row.backupCodes)).includes(code)) return;
    throw new APIError("UNAUTHORIZED", { message: WRONG_CODE, code: "INVALID_CODE" });
  }

  return {
    id: "yq-two-factor-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => GUARDED.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await accountOfAttempt(ctx);
            if (!userId) return; // The plugin answers a missing or expired challenge itself.
            const counter = await hit(db, `auth-2fa:${userId}`, TWO_FACTOR_ACCOUNT_RULE);
            if (counter.count > TWO_FACTOR_ACCOUNT_RULE.limit) throw tooManyCodes(counter.retryAfterSeconds);
            const code = typeof ctx.body?.code === "string" ? ctx.body.code.trim() : "";
            if (ctx.path === DISABLE) return checkDisable(ctx, userId, code);
            if (ctx.path !== VERIFY_TOTP) return;
            const row = await rowOf(userId);
            if (!row) return;
            const step = await stepOfCode(
              await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret }),
              code,
            );
            // A wrong code is the plugin's to refuse (and count towards its own lockout).
            if (step !== null) await claimStep(row.id, step);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => GUARDED.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned)) return;
            // A code was right. The challenge cookie is spent by now: the account is the one the
            // answer names (a verify), or the signed-in one (turning it off).
            const named = (returned as { user?: { id?: unknown } } | null)?.user?.id;
            const userId = typeof named === "string" ? named : ctx.context.session?.user.id;
            if (userId) await resetCounter(db, `auth-2fa:${userId}`);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
