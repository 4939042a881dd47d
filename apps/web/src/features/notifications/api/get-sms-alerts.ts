import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchSmsAlerts = () => unwrap(api.sms.$get());
type SmsAlerts = Awaited<ReturnType<typeof fetchSmsAlerts>>;

const smsAlertsQuery = queryOptions({
  queryKey: ["sms-alerts"],
  queryFn: fetchSmsAlerts,
});

export function useSmsAlerts() {
  return useQuery(smsAlertsQuery);
}

/** Every call answers with the settings as they now are: they replace the cached copy. */
export function useSmsMutation<Input>(call: (input: Input) => Promise<SmsAlerts>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => queryClient.setQueryData(smsAlertsQuery.queryKey, settings),
  });
}
