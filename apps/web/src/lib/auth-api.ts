/** Calls to the Better Auth endpoints, their errors in the app's words (MESSAGES). */

const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password. Please check your credentials and try again.",
  EMAIL_NOT_VERIFIED: "Please verify your email address before signing in.",
  SESSION_EXPIRED: "Session expired. Please sign in again.",
  // Two-factor.
  INVALID_CODE: "That code is not right. Check your authenticator app and try again.",
  INVALID_BACKUP_CODE: "That backup code is not right, or it has already been used.",
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has expired. Please enter your email and password again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please enter your email and password again.",
  INVALID_PASSWORD: "That password is not right.",
};

class AuthError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** `path` is under /api/auth unless it names another /api/ route itself. */
async function post<T>(path: string, body: unknown = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path.startsWith("/api/") ? path : `/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthError("Could not reach the server. Check your connection and try again.");
  }
  const data = (await res.json().catch(() => null)) as { code?: string; message?: string; error?: string } | null;
  if (!res.ok) {
    throw new AuthError(
      (data?.code && MESSAGES[data.code]) || data?.message || data?.error || `Request failed (${res.status}).`,
      res.status,
    );
  }
  return data as T;
}

/**
 * Whether an answer started a session (its cookie is set). The server takes the session's token
 * out of every answer (apps/server/src/auth/session-tokens.ts).
 */
type SignedIn = { signedIn: boolean };

/** What the twoFactor plugin's setup answers: the authenticator's address and the backup codes. */
export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export const authApi = {
  // callbackURL: where a (re-sent) confirmation link lands; /auth forwards a signed-in owner on.
  // twoFactorRedirect: the password was right and a code is asked for next.
  signIn: (email: string, password: string) =>
    post<Partial<SignedIn> & { twoFactorRedirect?: boolean }>("/sign-in/email", {
      email,
      password,
      callbackURL: "/auth",
    }),
  /** The second step of a sign-in, or the first code of a setup: a code from the authenticator app. */
  verifyTotp: (code: string) => post<SignedIn>("/two-factor/verify-totp", { code }),
  verifyBackupCode: (code: string) => post<SignedIn>("/two-factor/verify-backup-code", { code }),
  enableTwoFactor: (password: string) => post<TwoFactorSetup>("/two-factor/enable", { password }),
  newBackupCodes: (password: string) =>
    post<{ backupCodes: string[] }>("/two-factor/generate-backup-codes", { password }),
  disableTwoFactor: (password: string, code: string) =>
    post<{ status: boolean }>("/two-factor/disable", { password, code }),
  /**
   * Not signed in when the email must be confirmed first. The business name, phone and the
   * browser's time zone go on the new account's profile.
   */
  signUp: (
    email: string,
    password: string,
    business: { companyName: string; phone: string | null; timeZone?: string },
  ) => post<SignedIn>("/sign-up/email", { email, password, name: "", callbackURL: "/auth", ...business }),
  /**
   * Ends this browser's session, then every session of the account (the server runs both steps
   * and only logs a failure of the second). Already signed out (401, 403, 404) counts as done.
   */
  logout: async () => {
    try {
      await post<{ success: boolean; everywhere: boolean }>("/api/account/logout");
    } catch (err) {
      if (!(err instanceof AuthError && err.status !== undefined && [401, 403, 404].includes(err.status))) throw err;
    }
  },
  signOutEverywhere: () => post<{ status: boolean }>("/revoke-sessions"),
  requestPasswordReset: (email: string) =>
    post<{ status: boolean }>("/request-password-reset", { email, redirectTo: "/auth/reset-password" }),
  resetPassword: (token: string, newPassword: string) =>
    post<{ status: boolean }>("/reset-password", { token, newPassword }),
};
