import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChargeView } from "@yq/form-schema/charges";
import type { LeadBilling } from "@yq/form-schema/lead-billing";
import { api, unwrap } from "@/lib/api-client";

// A lead's plan billing (GET /api/leads/:leadId/billing) and the refund of one of its charges
// (POST /api/charges/:chargeId/refund), decision 122.

const billingKey = (leadId: string) => ["leads", leadId, "billing"] as const;

export function useLeadBilling(leadId: string, enabled = true) {
  return useQuery({
    queryKey: billingKey(leadId),
    queryFn: (): Promise<LeadBilling> => unwrap(api.leads[":leadId"].billing.$get({ param: { leadId } })),
    enabled,
  });
}

/** Refunds a charge in full; the lead's billing and the lists' "Payment failed" are read again after it. */
export function useRefundCharge(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chargeId: string): Promise<ChargeView> =>
      unwrap(api.charges[":chargeId"].refund.$post({ param: { chargeId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKey(leadId) }),
        queryClient.invalidateQueries({ queryKey: ["forms"] }),
        queryClient.invalidateQueries({ queryKey: ["leads", "all"] }),
      ]),
  });
}
