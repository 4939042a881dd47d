import { api, unwrap } from "@/lib/api-client";
import { useSmsMutation } from "./get-sms-alerts";

export const useUpdateSmsOptions = () =>
  useSmsMutation((json: { alertsEnabled?: boolean; customerConfirmation?: boolean }) =>
    unwrap(api.sms.$patch({ json })),
  );
