import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export const fetchMisplacedMedia = () => unwrap(api.admin["media-migration"].$get());
export type MisplacedFile = Awaited<ReturnType<typeof fetchMisplacedMedia>>["files"][number];

export const misplacedMediaQuery = queryOptions({
  queryKey: ["admin", "media-migration"] as const,
  queryFn: fetchMisplacedMedia,
});

export const useMisplacedMedia = () => useQuery(misplacedMediaQuery);
