import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { profileQuery } from "./get-profile";

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.account.profile.media.logo.$delete()),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
