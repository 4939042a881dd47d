import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** The whole yard-size media library (every size), newest first. */
const fetchAdminMedia = () => unwrap(api.admin.media.$get());
export type AdminMediaItem = Awaited<ReturnType<typeof fetchAdminMedia>>[number];

export const adminMediaQuery = queryOptions({ queryKey: ["admin", "media"] as const, queryFn: fetchAdminMedia });

export const useAdminMedia = () => useQuery(adminMediaQuery);
