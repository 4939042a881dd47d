import { api, unwrap } from "@/lib/api-client";
import { useSmsMutation } from "./get-sms-alerts";

export const useRemoveSms = () => useSmsMutation((_: void) => unwrap(api.sms.$delete()));
