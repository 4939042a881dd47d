import { api, unwrap } from "@/lib/api-client";
import { useSmsMutation } from "./get-sms-alerts";

export const useVerifySmsCode = () =>
  useSmsMutation((code: string) => unwrap(api.sms.verify.$post({ json: { code } })));
