import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const profileQuery = queryOptions({
  queryKey: ["profile"],
  queryFn: () => unwrap(api.account.profile.$get()),
});

export function useProfile() {
  return useQuery(profileQuery);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { fullName: string | null; companyName: string | null }) =>
      unwrap(api.account.profile.$patch({ json: values })),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
