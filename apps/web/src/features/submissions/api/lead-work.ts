import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadStatus } from "@yq/form-schema/lead-status";
import { api, unwrap } from "@/lib/api-client";

// The owner's work on one lead (decision 091): its status, notes and timeline.

const workKey = (formId: string, leadId: string) => ["forms", formId, "leads", leadId, "work"] as const;

export function useLeadWork(formId: string, leadId: string) {
  return useQuery({
    queryKey: workKey(formId, leadId),
    queryFn: () => unwrap(api.forms[":id"].leads[":leadId"].$get({ param: { id: formId, leadId } })),
  });
}

/** The list shows the status and the dialog the timeline: both read again after a change. */
function useRefresh(formId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["forms", formId] });
}

export function useSetLeadStatus(formId: string, leadId: string) {
  const refresh = useRefresh(formId);
  return useMutation({
    mutationFn: (status: LeadStatus) =>
      unwrap(api.forms[":id"].leads[":leadId"].status.$put({ param: { id: formId, leadId }, json: { status } })),
    onSuccess: refresh,
  });
}

export function useAddLeadNote(formId: string, leadId: string) {
  const refresh = useRefresh(formId);
  return useMutation({
    mutationFn: (body: string) =>
      unwrap(api.forms[":id"].leads[":leadId"].notes.$post({ param: { id: formId, leadId }, json: { body } })),
    onSuccess: refresh,
  });
}
