import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

const fetchMisplacedMedia = () => unwrap(api.admin["media-migration"].$get());

export const misplacedMediaQuery = queryOptions({
  queryKey: ["admin", "media-migration"] as const,
  queryFn: fetchMisplacedMedia,
});

export const useMisplacedMedia = () => useQuery(misplacedMediaQuery);
