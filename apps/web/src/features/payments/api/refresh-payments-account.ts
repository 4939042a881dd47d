import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { paymentsAccountQuery } from "./get-payments-account";

/** Back from onboarding: ask Stripe for the account's state now, and show it. */
export function useRefreshAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.payments.account.refresh.$post()),
    onSuccess: (account) => client.setQueryData(paymentsAccountQuery.queryKey, account),
  });
}
