import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchSubscription = () => unwrap(api.billing.subscription.$get());

export type SubscriptionStatus = Awaited<ReturnType<typeof fetchSubscription>>;

const subscriptionQuery = queryOptions({
  queryKey: ["billing", "subscription"] as const,
  queryFn: fetchSubscription,
});

/** After returning from checkout, Stripe's webhook may land a moment later: poll briefly for it. */
export function useSubscription(awaitingCheckout: boolean) {
  return useQuery({
    ...subscriptionQuery,
    refetchInterval: (query) =>
      awaitingCheckout && query.state.data && !query.state.data.isSubscribed && query.state.dataUpdateCount < 15
        ? 2000
        : false,
  });
}
