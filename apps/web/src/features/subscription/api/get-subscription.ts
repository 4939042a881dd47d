import { useQuery } from "@tanstack/react-query";
import { subscriptionQuery } from "@/lib/subscription-status";

export type { SubscriptionStatus } from "@/lib/subscription-status";

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
