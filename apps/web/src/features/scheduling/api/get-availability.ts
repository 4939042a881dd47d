import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScheduleAvailabilityView } from "@yq/form-schema/scheduling/schedule-actions";
import { api, unwrap } from "@/lib/api-client";

/** GET /api/schedule/availability: when the business can come, and the zone its days are read in. */
export const availabilityQuery = queryOptions({
  queryKey: ["schedule", "availability"],
  queryFn: (): Promise<ScheduleAvailabilityView> => unwrap(api.schedule.availability.$get()),
});

export function useAvailability() {
  return useQuery(availabilityQuery);
}
