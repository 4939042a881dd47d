import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { adminMediaQuery } from "./admin-media";

const deleteAdminMedia = (id: string) => unwrap(api.admin.media[":id"].$delete({ param: { id } }));

export function useDeleteAdminMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMediaQuery.queryKey }),
  });
}
