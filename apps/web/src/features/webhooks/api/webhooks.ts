import type { WebhookEvent } from "@yq/form-schema/webhooks";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchWebhooks = () => unwrap(api.webhooks.$get());

const webhooksQuery = queryOptions({
  queryKey: ["webhooks"],
  queryFn: fetchWebhooks,
});

const deliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: ["webhooks", id, "deliveries"],
    queryFn: () => unwrap(api.webhooks[":id"].deliveries.$get({ param: { id } })),
    // The worker delivers within seconds: the log catches up on its own while it is open.
    refetchInterval: 5_000,
  });

export type WebhookEndpointView = Awaited<ReturnType<typeof fetchWebhooks>>[number];

export function useWebhooks() {
  return useQuery(webhooksQuery);
}

export function useDeliveries(id: string) {
  return useQuery(deliveriesQuery(id));
}

/** Every change answers with the endpoint (or a new secret); the list is then read again. */
function useWebhookMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQuery.queryKey }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((json: { url: string; description: string | null; events: WebhookEvent[] }) =>
    unwrap(api.webhooks.$post({ json })),
  );

export const useSetWebhookEnabled = () =>
  useWebhookMutation(({ id, enabled }: { id: string; enabled: boolean }) =>
    unwrap(api.webhooks[":id"].$patch({ param: { id }, json: { enabled } })),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => unwrap(api.webhooks[":id"].$delete({ param: { id } })));

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => unwrap(api.webhooks[":id"]["rotate-secret"].$post({ param: { id } })));

export const useSendTestEvent = () =>
  useWebhookMutation((id: string) => unwrap(api.webhooks[":id"].test.$post({ param: { id } })));
