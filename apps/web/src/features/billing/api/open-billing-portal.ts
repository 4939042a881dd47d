import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** A Stripe customer portal session for the owner's own customer; the server picks the customer. */
export const useOpenBillingPortal = () => useMutation({ mutationFn: () => unwrap(api.billing.portal.$post()) });
