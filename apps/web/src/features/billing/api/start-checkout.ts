import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** Creates a Stripe Checkout Session on the server; the price is chosen there from isAnnual. */
const startCheckout = (isAnnual: boolean) => unwrap(api.billing.checkout.$post({ json: { isAnnual } }));

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
