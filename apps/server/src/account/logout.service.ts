import type { AppDeps } from "../app-env";
import { authCall } from "../auth/auth-call";

/**
 * Runs the two steps of a logout in order: this browser's session first (so the person is signed
 * out here whatever happens next), then every session of the account. A failure of the second
 * step is only logged: this browser is signed out, which is what the person asked for first.
 */
export async function localThenGlobal<T>(
  local: () => Promise<T>,
  global: (() => Promise<unknown>) | null,
  logger: AppDeps["logger"],
): Promise<{ local: T; everywhere: boolean }> {
  const result = await local();
  if (!global) return { local: result, everywhere: false };
  try {
    await global();
    return { local: result, everywhere: true };
  } catch (err) {
    logger.warn({ err }, "signed out here, but the account's other sessions could not be ended");
    return { local: result, everywhere: false };
  }
}

/** Logout: ends this session (and clears its cookie), then every other session of the account. */
export async function logOut(deps: Pick<AppDeps, "auth" | "logger">, request: Request, userId: string | null) {
  return localThenGlobal(
    () =>
      authCall(async () => (await deps.auth.api.signOut({ headers: request.headers, returnHeaders: true })).headers),
    userId ? () => authCall(async () => (await deps.auth.$context).internalAdapter.deleteUserSessions(userId)) : null,
    deps.logger,
  );
}
