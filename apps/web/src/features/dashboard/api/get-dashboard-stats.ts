import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiError, unwrap } from "@/lib/api-client";

/** The owner's dashboard: totals, the last seven days, newest leads, the checklist (GET /api/dashboard/stats). */
const fetchDashboardStats = () => unwrap(api.dashboard.stats.$get());

// Statistics are cached for 60 seconds and retried once (a 4xx, such as an expired
// session, will not change on retry).
export const dashboardStatsQuery = queryOptions({
  queryKey: ["dashboard-stats"] as const,
  queryFn: fetchDashboardStats,
  staleTime: 60_000,
  retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}
