import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchAdminStats = () => unwrap(api.admin.stats.$get());
export type AdminStats = Awaited<ReturnType<typeof fetchAdminStats>>;

const adminStatsQuery = queryOptions({ queryKey: ["admin", "stats"] as const, queryFn: fetchAdminStats });

export const useAdminStats = () => useQuery(adminStatsQuery);
