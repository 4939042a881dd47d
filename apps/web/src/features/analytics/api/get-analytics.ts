import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsPeriod, Funnel } from "@yq/form-schema/funnel";
import { api, unwrap } from "@/lib/api-client";

/** The funnel, sources and days of one period (GET /api/forms/:id/analytics). */
const fetchAnalytics = (id: string, period: AnalyticsPeriod): Promise<Funnel> =>
  unwrap(api.forms[":id"].analytics.$get({ param: { id }, query: { period } }));

export function useAnalytics(id: string, period: AnalyticsPeriod) {
  return useQuery({
    queryKey: ["forms", id, "analytics", period] as const,
    queryFn: () => fetchAnalytics(id, period),
    placeholderData: keepPreviousData,
  });
}
