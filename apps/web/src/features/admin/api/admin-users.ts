import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchAdminUsers = () => unwrap(api.admin.users.$get());
export type AdminUser = Awaited<ReturnType<typeof fetchAdminUsers>>[number];

export const adminUsersQuery = queryOptions({ queryKey: ["admin", "users"] as const, queryFn: fetchAdminUsers });

export const useAdminUsers = () => useQuery(adminUsersQuery);
