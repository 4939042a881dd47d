import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** The feed as the server tells it: the address only in the answer that made it, and when it was made. */
type FeedView = { url: string | null; madeAt: string | null };

const feedQuery = queryOptions({
  queryKey: ["schedule", "feed"],
  queryFn: (): Promise<FeedView> => unwrap(api.schedule.feed.$get()),
});

/** GET /api/schedule/feed: whether an address was made (never the address: only its hash is kept). */
export function useCalendarFeed() {
  return useQuery(feedQuery);
}

/** POST /api/schedule/feed: a new address, answered this once; the old one stops working. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<FeedView> => unwrap(api.schedule.feed.$post()),
    onSuccess: (view) => queryClient.setQueryData(feedQuery.queryKey, { url: null, madeAt: view.madeAt }),
  });
}
