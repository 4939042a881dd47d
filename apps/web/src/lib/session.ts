import { queryOptions, useQuery } from "@tanstack/react-query";

export type Role = "user" | "admin" | "super_admin";
export type Me = { user: { id: string; email: string; name: string; emailVerified: boolean }; role: Role };

class UnexpectedSessionError extends Error {}

/** null means "no session"; unexpected failures throw and are retried (1 s, 2 s, 4 s). */
async function fetchMe(): Promise<Me | null> {
  const res = await fetch("/api/account/session", { credentials: "same-origin" });
  if (!res.ok) throw new UnexpectedSessionError(`Session check failed (${res.status})`);
  return (await res.json()) as Me;
}

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: fetchMe,
  staleTime: 5 * 60 * 1000,
  retry: 3,
  retryDelay: (attempt) => 1000 * 2 ** attempt,
});

export function useSession() {
  return useQuery(sessionQuery);
}

export const isAdmin = (role: Role | undefined) => role === "admin" || role === "super_admin";
