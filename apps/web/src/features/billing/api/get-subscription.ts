import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchSubscription = () => unwrap(api.billing.subscription.$get());

export type SubscriptionStatus = Awaited<ReturnType<typeof fetchSubscription>>;

/**
 * GET /api/billing/subscription, one cache entry for the subscription page and the plan notice:
 * a checkout that lands refreshes both.
 */
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

/**
 * Whether visitors can use the owner's published forms, as the server computes it (`formsLive`).
 * Unknown (loading, or the check failed) counts as live: the notice is a hint, and a
 * failed check must not tell an owner who pays that their forms are off.
 */
export function useFormsLive(): boolean {
  const { data } = useQuery(subscriptionQuery);
  return data?.formsLive ?? true;
}
