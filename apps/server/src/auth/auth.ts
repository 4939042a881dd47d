import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema/auth";
import { profiles, userRoles } from "../db/schema/profiles";
import type { Env } from "../env";
import { enqueueMessage } from "../outbox/enqueue";
import { passwordResetEmail, verifyEmailEmail } from "../mail/templates/account-templates";
import { allowedOrigins, relink } from "../lib/site-origin";
import { DEFAULT_TIME_ZONE } from "@yq/form-schema/business-profile";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@yq/form-schema/password-rules";
import { resolveAuthSecret } from "../lib/auth-secret";
import { signUpBusinessOf } from "./credential-fields";
import { endEarlierResetLinks, endResetLinks } from "./reset-links";
import { hashPassword, verifyPassword } from "./password-hash";
import { createTwoFactorGuard, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "./two-factor-guard";

const RESET_TOKEN_SECONDS = 60 * 60;

export function createAuth({ env, db }: { env: Env; db: Db }) {
  return betterAuth({
    appName: "YardQuote",
    // Unset without PUBLIC_URL: the library then takes each request's own address, so sign-up
    // works at whatever address the owner opened (the same rule as lib/site-origin.ts).
    baseURL: env.PUBLIC_URL ? env.publicUrl : undefined,
    basePath: "/api/auth",
    secret: resolveAuthSecret(env.AUTH_SECRET, env.dataDir),
    trustedOrigins: (request) => (request ? allowedOrigins(request, env) : env.trustedOrigins),
    telemetry: { enabled: false },
    logger: { disabled: env.LOG_LEVEL === "silent", level: "error" },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    plugins: [
      // Two-factor sign-in with an authenticator app and backup codes. Every
      // sign-in with it on asks for a code: no device is remembered (trustDevice is not offered).
      twoFactor({
        issuer: "YardQuote",
        totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
      }),
      // A code works once, the verify routes are limited per account, and turning it off takes
      // the password and a code (two-factor-guard.ts).
      createTwoFactorGuard(db),
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: env.EMAIL_VERIFICATION,
      autoSignIn: !env.EMAIL_VERIFICATION,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      // Using one link ends every other outstanding link of the account.
      onPasswordReset: async ({ user }) => endResetLinks(db, user.id),
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      sendResetPassword: async ({ user, url: builtUrl, token }, request) => {
        // Asking for a link ends every earlier one.
        await endEarlierResetLinks(db, user.id, token);
        const url = relink(builtUrl, request, env);
        await enqueueMessage(db, {
          dedupeKey: `password-reset:${user.id}:${Date.now()}`,
          kind: "password_reset",
          to: user.email,
          ...passwordResetEmail(url, RESET_TOKEN_SECONDS / 60),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: env.EMAIL_VERIFICATION,
      // Someone who lost the first email gets a fresh link by trying to sign in.
      sendOnSignIn: env.EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url: builtUrl }, request) => {
        const url = relink(builtUrl, request, env);
        await enqueueMessage(db, {
          dedupeKey: `verify-email:${user.id}:${Date.now()}`,
          kind: "verify_email",
          to: user.email,
          ...verifyEmailEmail(url),
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Our own limiter (database-backed, per IP and per account) guards the auth routes.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.publicUrl.startsWith("https://"),
      // Behind a load balancer its forwarded scheme and host are the address the owner uses.
      trustedProxyHeaders: env.TRUST_PROXY,
      // A session's address is written by auth/sessions.service.ts from the connection (or the
      // load balancer's entry, lib/client-ip.ts): Better Auth would take a header anyone can send.
      ipAddress: { disableIpTracking: true },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    databaseHooks: {
      user: {
        create: {
          // The business name, phone and browser's time zone the sign-up sent (checked by
          // auth.routes.ts before the account was made).
          after: async (user, context) => {
            const business = signUpBusinessOf(context?.body);
            await db
              .insert(profiles)
              .values({
                id: user.id,
                fullName: user.name.trim() || null,
                companyName: business?.companyName ?? null,
                phone: business?.phone ?? null,
                timeZone: business?.timeZone ?? DEFAULT_TIME_ZONE,
              })
              .onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await db.update(profiles).set({ lastLoginAt: new Date() }).where(eq(profiles.id, session.userId));
            // An account signing in without a role row gets the default one written down, so
            // the admin's user list and the role lookups read a stored role.
            await db.insert(userRoles).values({ userId: session.userId, role: "user" }).onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
