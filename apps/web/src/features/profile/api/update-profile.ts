import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "@yq/form-schema/business-profile";
import { api, unwrap } from "@/lib/api-client";
import { profileQuery } from "./get-profile";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate) => unwrap(api.account.profile.$patch({ json: values })),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
