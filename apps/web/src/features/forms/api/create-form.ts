import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormDocument } from "@yq/form-schema/form-document";
import { api, unwrap } from "@/lib/api-client";
import { dashboardStatsQuery } from "@/features/dashboard/api/get-dashboard-stats";
import { formsQuery } from "./list-forms";

/** POST /api/forms → { id, status }; 409 with the Form Limit Reached text at the one-mowing-form limit. */
const createForm = (document: FormDocument) => unwrap(api.forms.$post({ json: document }));

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForm,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: formsQuery.queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsQuery.queryKey }),
      ]),
  });
}
