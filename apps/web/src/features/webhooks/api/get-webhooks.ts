import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchWebhooks = () => unwrap(api.webhooks.$get());

const webhooksQuery = queryOptions({
  queryKey: ["webhooks"],
  queryFn: fetchWebhooks,
});

export type WebhookEndpointView = Awaited<ReturnType<typeof fetchWebhooks>>[number];

export function useWebhooks() {
  return useQuery(webhooksQuery);
}

/** Every change answers with the endpoint (or a new secret); the list is then read again. */
export function useWebhookMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQuery.queryKey }),
  });
}
