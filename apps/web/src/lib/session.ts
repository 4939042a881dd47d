import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Role } from "@yq/form-schema/roles";
import { takeEarlyAnswer } from "./early-requests";

export type Me = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  role: Role;
  /** Sign-in asks for a code from an authenticator app. */
  twoFactorEnabled: boolean;
  /** An admin the server requires to set two-factor up before the admin area (ADMIN_TWO_FACTOR). */
  mustEnrolTwoFactor: boolean;
};

/**
 * Why a session check failed: "network" when the server could not be reached, "server" when it
 * answered with an error. The guard words its toast after it.
 */
export class SessionCheckError extends Error {
  constructor(readonly kind: "network" | "server") {
    super(kind === "network" ? "Could not reach the server to check the session" : "The session check failed");
  }
}

/** null means "no session"; unexpected failures throw and are retried (1 s, 2 s, 4 s). */
async function fetchMe(): Promise<Me | null> {
  let res: Response;
  try {
    res = await (takeEarlyAnswer("/api/account/session") ??
      fetch("/api/account/session", { credentials: "same-origin" }));
  } catch {
    throw new SessionCheckError("network");
  }
  if (!res.ok) throw new SessionCheckError("server");
  return (await res.json()) as Me | null;
}

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: fetchMe,
  staleTime: 5 * 60 * 1000,
  retry: 3,
  retryDelay: (attempt) => 1000 * 2 ** attempt,
  // A tab coming back to the front learns at once whether it was signed out elsewhere
  // (a logout ends every session of the account).
  refetchOnWindowFocus: "always",
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in user and role, asked for on its own: no retry, kept 5 minutes. */
async function fetchRole(): Promise<Me> {
  const res = await fetch("/api/account/me", { credentials: "same-origin" });
  if (!res.ok) throw new Error(`Role lookup failed (${res.status})`);
  return (await res.json()) as Me;
}

export const roleQuery = queryOptions({
  queryKey: ["role"],
  queryFn: fetchRole,
  staleTime: 5 * 60 * 1000,
  retry: false,
});
