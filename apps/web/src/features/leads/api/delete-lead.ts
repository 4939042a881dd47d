import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** Deletes one lead with all its records (DELETE /api/forms/:id/leads/:leadId). */
export function useDeleteLead(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) =>
      unwrap(api.forms[":id"].leads[":leadId"].$delete({ param: { id: formId, leadId } })),
    // The submissions and the form's counts all read the deleted records; the deleted lead's own
    // status and timeline (its open dialog) are not read again: they would answer 404.
    onSuccess: (_answer, leadId) =>
      queryClient.invalidateQueries({
        queryKey: ["forms", formId],
        predicate: (query) => !(query.queryKey[2] === "leads" && query.queryKey[3] === leadId),
      }),
  });
}
