import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

// The account's sessions, by device, place and time: never a token.

export const accountSessionsQuery = queryOptions({
  queryKey: ["account-sessions"],
  queryFn: () => unwrap(api.account.sessions.$get()),
});

export function useAccountSessions() {
  return useQuery(accountSessionsQuery);
}
