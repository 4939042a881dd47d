import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useRefreshLeadWork } from "./get-lead-work";

export function useAddLeadNote(formId: string, leadId: string) {
  const refresh = useRefreshLeadWork(formId);
  return useMutation({
    mutationFn: (body: string) =>
      unwrap(api.forms[":id"].leads[":leadId"].notes.$post({ param: { id: formId, leadId }, json: { body } })),
    onSuccess: refresh,
  });
}
