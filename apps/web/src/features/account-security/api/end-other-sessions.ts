import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { accountSessionsQuery } from "./get-account-sessions";

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.account.sessions["end-others"].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey }),
  });
}
