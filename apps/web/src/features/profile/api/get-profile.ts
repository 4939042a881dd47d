import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** The business profile; a change answers with the profile as it now is. */
export const profileQuery = queryOptions({
  queryKey: ["profile"],
  queryFn: () => unwrap(api.account.profile.$get()),
});

export function useProfile() {
  return useQuery(profileQuery);
}
