import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountSessionsQuery } from "./get-account-sessions";

/** Why a change was refused: the current password was wrong, or another reason in words. */
export class ChangePasswordError extends Error {
  constructor(
    message: string,
    readonly wrongCurrentPassword = false,
  ) {
    super(message);
  }
}

const WRONG_CURRENT_PASSWORD = "Your current password is not right. Check it and try again.";

// Better Auth's codes for this route, in the app's words (its own texts say "Invalid password").
const MESSAGES: Record<string, string> = {
  INVALID_PASSWORD: WRONG_CURRENT_PASSWORD,
  PASSWORD_TOO_SHORT: "Your new password is too short.",
  PASSWORD_TOO_LONG: "A password can be at most 128 characters.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "This account has no password to change.",
};

/**
 * Better Auth's change-password (apps/server/src/auth, behind our per-account limit). Every other
 * session of the account ends; this browser gets a new session in its cookie (no token in the
 * answer, auth/session-tokens.ts).
 */
async function changePassword(input: { currentPassword: string; newPassword: string }) {
  let res: Response;
  try {
    res = await fetch("/api/auth/change-password", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ ...input, revokeOtherSessions: true }),
    });
  } catch {
    throw new ChangePasswordError("Could not reach the server. Check your connection and try again.");
  }
  if (res.ok) return;
  const data = (await res.json().catch(() => null)) as { code?: string; message?: string; error?: string } | null;
  const code = data?.code ?? "";
  throw new ChangePasswordError(
    MESSAGES[code] ?? data?.error ?? data?.message ?? `Your password could not be changed (${res.status}).`,
    code === "INVALID_PASSWORD",
  );
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The list of sessions now holds only this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey }),
  });
}
