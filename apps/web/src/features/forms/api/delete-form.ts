import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { dashboardStatsQuery } from "@/features/dashboard/api/get-dashboard-stats";
import { formQuery } from "./get-form";
import { formsQuery } from "./list-forms";

/** DELETE /api/forms/:id: the form, its submissions and its media go together. */
const deleteForm = (id: string) => unwrap(api.forms[":id"].$delete({ param: { id } }));

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForm,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: formQuery(id).queryKey, exact: true });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: formsQuery.queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsQuery.queryKey }),
      ]);
    },
  });
}
