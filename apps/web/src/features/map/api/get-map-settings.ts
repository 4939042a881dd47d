import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** The server's map settings (imagery, geocoder), or null when map measurement cannot work. */
export const fetchMapSettings = () => unwrap(api.public.map.$get());

const mapSettingsQuery = queryOptions({
  queryKey: ["map-settings"] as const,
  queryFn: fetchMapSettings,
  staleTime: Infinity,
});

export function useMapSettings() {
  return useQuery(mapSettingsQuery);
}
