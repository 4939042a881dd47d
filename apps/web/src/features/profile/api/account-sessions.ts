import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

// The account's sessions (decision 082): listed, one ended, or every other one ended.

export const accountSessionsQuery = queryOptions({
  queryKey: ["account-sessions"],
  queryFn: () => unwrap(api.account.sessions.$get()),
});

export function useAccountSessions() {
  return useQuery(accountSessionsQuery);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.account.sessions[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.account.sessions["end-others"].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey }),
  });
}
