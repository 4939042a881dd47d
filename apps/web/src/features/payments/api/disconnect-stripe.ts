import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { paymentsAccountQuery } from "./get-payments-account";

export function useDisconnectStripe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.payments.disconnect.$post()),
    onSuccess: (account) => client.setQueryData(paymentsAccountQuery.queryKey, account),
  });
}
