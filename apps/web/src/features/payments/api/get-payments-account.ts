import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

// The owner's connected Stripe account: the subscription page's Payments card
// manages it, the form builder's Settings step offers a payment setting only when it takes charges.

export const paymentsAccountQuery = queryOptions({
  queryKey: ["payments", "account"] as const,
  queryFn: () => unwrap(api.payments.account.$get()),
});

export const usePaymentsAccount = () => useQuery(paymentsAccountQuery);
