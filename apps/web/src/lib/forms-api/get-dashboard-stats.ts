import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** Total forms and total submissions over the owner's forms (GET /api/dashboard/stats). */
export const fetchDashboardStats = () => unwrap(api.dashboard.stats.$get());

export type DashboardStats = Awaited<ReturnType<typeof fetchDashboardStats>>;

// Spec 000 §9: statistics cached for 60 seconds and retried once.
export const dashboardStatsQuery = queryOptions({
  queryKey: ["dashboard-stats"] as const,
  queryFn: fetchDashboardStats,
  staleTime: 60_000,
  retry: 1,
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}
