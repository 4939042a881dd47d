import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AvailabilitySettings } from "@yq/form-schema/scheduling/availability";
import type { ScheduleAvailabilityView } from "@yq/form-schema/scheduling/schedule-actions";
import { api, unwrap } from "@/lib/api-client";
import { availabilityQuery } from "./get-availability";

/** PUT /api/schedule/availability (with the skip cutoff): answers the settings as stored, which the page then shows. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AvailabilitySettings): Promise<ScheduleAvailabilityView> =>
      unwrap(api.schedule.availability.$put({ json })),
    onSuccess: (view) => queryClient.setQueryData(availabilityQuery.queryKey, view),
  });
}
