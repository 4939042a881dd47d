import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/**
 * Takes a lead marked "Outside area" into the owner's service area (POST
 * /api/leads/:leadId/include-area, docs/decisions/120); the form's lists and the Leads screen read
 * the lead again after it.
 */
export function useIncludeInArea(formId: string, leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.leads[":leadId"]["include-area"].$post({ param: { leadId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["forms", formId] }),
        queryClient.invalidateQueries({ queryKey: ["leads"] }),
      ]),
  });
}
