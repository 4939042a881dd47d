import { api, unwrap } from "@/lib/api-client";
import { useSmsMutation } from "./get-sms-alerts";

export const useSendSmsCode = () => useSmsMutation((phone: string) => unwrap(api.sms.code.$post({ json: { phone } })));
