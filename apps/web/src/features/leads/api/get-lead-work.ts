import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

// The owner's work on one lead: its status, notes and timeline.

const workKey = (formId: string, leadId: string) => ["forms", formId, "leads", leadId, "work"] as const;

export function useLeadWork(formId: string, leadId: string) {
  return useQuery({
    queryKey: workKey(formId, leadId),
    queryFn: () => unwrap(api.forms[":id"].leads[":leadId"].$get({ param: { id: formId, leadId } })),
  });
}

/** The list shows the status and the dialog the timeline: both read again after a change. */
export function useRefreshLeadWork(formId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["forms", formId] });
}
