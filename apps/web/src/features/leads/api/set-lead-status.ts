import { useMutation } from "@tanstack/react-query";
import type { LeadStatus } from "@yq/form-schema/lead-lifecycle";
import { api, unwrap } from "@/lib/api-client";
import { useRefreshLeadWork } from "./get-lead-work";

export function useSetLeadStatus(formId: string, leadId: string) {
  const refresh = useRefreshLeadWork(formId);
  return useMutation({
    mutationFn: (status: LeadStatus) =>
      unwrap(api.forms[":id"].leads[":leadId"].status.$put({ param: { id: formId, leadId }, json: { status } })),
    onSuccess: refresh,
  });
}
