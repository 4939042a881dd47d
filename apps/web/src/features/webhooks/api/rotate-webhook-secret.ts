import { api, unwrap } from "@/lib/api-client";
import { useWebhookMutation } from "./get-webhooks";

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => unwrap(api.webhooks[":id"]["rotate-secret"].$post({ param: { id } })));
