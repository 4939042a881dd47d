import type { WebhookEvent } from "@yq/form-schema/webhooks";
import { api, unwrap } from "@/lib/api-client";
import { useWebhookMutation } from "./get-webhooks";

export const useCreateWebhook = () =>
  useWebhookMutation((json: { url: string; description: string | null; events: WebhookEvent[] }) =>
    unwrap(api.webhooks.$post({ json })),
  );
