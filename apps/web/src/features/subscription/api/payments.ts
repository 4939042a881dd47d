import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { paymentsAccountQuery } from "@/lib/payments-account";

/** An account link to Stripe's hosted onboarding (the account is created on the first call). */
export const useConnectStripe = () => useMutation({ mutationFn: () => unwrap(api.payments.connect.$post()) });

/** Back from onboarding: ask Stripe for the account's state now, and show it. */
export function useRefreshAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.payments.account.refresh.$post()),
    onSuccess: (account) => client.setQueryData(paymentsAccountQuery.queryKey, account),
  });
}

export function useDisconnectStripe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.payments.disconnect.$post()),
    onSuccess: (account) => client.setQueryData(paymentsAccountQuery.queryKey, account),
  });
}
