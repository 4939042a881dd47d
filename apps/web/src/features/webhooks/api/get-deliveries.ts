import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const deliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: ["webhooks", id, "deliveries"],
    queryFn: () => unwrap(api.webhooks[":id"].deliveries.$get({ param: { id } })),
    // The worker delivers within seconds: the log catches up on its own while it is open.
    refetchInterval: 5_000,
  });

export function useDeliveries(id: string) {
  return useQuery(deliveriesQuery(id));
}
