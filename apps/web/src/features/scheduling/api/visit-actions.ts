import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CancelledRest,
  DayDone,
  DayPlaces,
  DayRoute,
  MovedVisit,
  RestOfPlan,
} from "@yq/form-schema/scheduling/schedule-actions";
import { api, unwrap } from "@/lib/api-client";

// The owner's actions that change more than one visit's status: after each, the schedule, the
// days' places and the availability's list of visits to move are read again.

const SCHEDULE_KEY = ["schedule"] as const;

function useScheduleMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY }),
  });
}

/** POST /api/schedule/visits/:visitId/move */
export const useMoveVisit = () =>
  useScheduleMutation(({ visitId, day }: { visitId: string; day: string }): Promise<MovedVisit> =>
    unwrap(api.schedule.visits[":visitId"].move.$post({ param: { visitId }, json: { day } })),
  );

/** POST /api/schedule/bookings/:bookingId/cancel-rest */
export const useCancelRest = () =>
  useScheduleMutation(({ bookingId, from }: { bookingId: string; from: string }): Promise<CancelledRest> =>
    unwrap(api.schedule.bookings[":bookingId"]["cancel-rest"].$post({ param: { bookingId }, json: { from } })),
  );

/** POST /api/schedule/days/:day/done */
export const useMarkDayDone = () =>
  useScheduleMutation((day: string): Promise<DayDone> =>
    unwrap(api.schedule.days[":day"].done.$post({ param: { day } })),
  );

/** GET /api/schedule/bookings/:bookingId/rest: what cancelling the rest would cancel. */
export const useRestOfPlan = (bookingId: string, from: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...SCHEDULE_KEY, "rest", bookingId, from] as const,
      queryFn: (): Promise<RestOfPlan> =>
        unwrap(api.schedule.bookings[":bookingId"].rest.$get({ param: { bookingId }, query: { from } })),
      enabled,
    }),
  );

type DaysAnswer = { timeZone: string; today: string; days: DayPlaces[] };

/** GET /api/schedule/days: each day from `from` to `to` open, full or closed. */
export const useDayPlaces = (from: string, to: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...SCHEDULE_KEY, "days", from, to] as const,
      queryFn: (): Promise<DaysAnswer> => unwrap(api.schedule.days.$get({ query: { from, to } })),
      enabled,
    }),
  );

/** GET /api/schedule/days/:day/route */
export const useDayRoute = (day: string) =>
  useQuery(
    queryOptions({
      queryKey: [...SCHEDULE_KEY, "route", day] as const,
      queryFn: (): Promise<DayRoute> => unwrap(api.schedule.days[":day"].route.$get({ param: { day } })),
    }),
  );
