import { api, unwrap } from "@/lib/api-client";
import { useWebhookMutation } from "./get-webhooks";

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => unwrap(api.webhooks[":id"].$delete({ param: { id } })));
