import type { AppDeps, SessionUser } from "../app-env";
import { authCall } from "../auth/auth-call";
import { HttpError } from "../lib/http-error";

/**
 * An account with two-factor sign-in on must also give a current code from its
 * authenticator app to be deleted: a stolen password alone must not erase a business.
 * The code goes through the twoFactor plugin's own check for the signed-in session, so the
 * plugin's limits and the one-use rule of auth/two-factor-guard.ts apply to it as to a sign-in.
 * Answers whether a code was checked.
 */
export async function requireSecondFactor(
  deps: Pick<AppDeps, "auth">,
  user: SessionUser,
  headers: Headers,
  code: string | undefined,
): Promise<boolean> {
  if (!user.twoFactorEnabled) return false;
  if (!code) throw new HttpError(400, "Enter the 6-digit code from your authenticator app.");
  try {
    await authCall(() => deps.auth.api.verifyTOTP({ body: { code }, headers }));
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 429) throw new HttpError(429, (err as Error).message);
    throw new HttpError(400, "That code is not right. Enter the current code from your authenticator app.");
  }
  return true;
}
