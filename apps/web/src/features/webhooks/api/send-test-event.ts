import { api, unwrap } from "@/lib/api-client";
import { useWebhookMutation } from "./get-webhooks";

export const useSendTestEvent = () =>
  useWebhookMutation((id: string) => unwrap(api.webhooks[":id"].test.$post({ param: { id } })));
