import { api, unwrap } from "@/lib/api-client";
import { useWebhookMutation } from "./get-webhooks";

export const useSetWebhookEnabled = () =>
  useWebhookMutation(({ id, enabled }: { id: string; enabled: boolean }) =>
    unwrap(api.webhooks[":id"].$patch({ param: { id }, json: { enabled } })),
  );
