import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { adminMediaQuery } from "./admin-media";

const setAdminMediaActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  unwrap(api.admin.media[":id"].$patch({ param: { id }, json: { isActive } }));

export function useSetAdminMediaActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminMediaActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMediaQuery.queryKey }),
  });
}
