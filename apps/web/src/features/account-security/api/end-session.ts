import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { accountSessionsQuery } from "./get-account-sessions";

/** Ends one session by its opaque row id; another account's id answers 404 on the server. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.account.sessions[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey }),
  });
}
