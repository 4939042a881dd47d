import { z } from "zod";
import { calendarDaySchema, type AvailabilityView } from "./availability";
import type { ScheduledVisit } from "./booking";

// What the owner does with the visits on the Schedule page: move one, cancel the rest of a plan,
// mark a day done, see the day's route, and see which visits a change of availability left on a
// day the business no longer works.

/** POST /api/schedule/visits/:visitId/move */
export const moveVisitSchema = z.object({ day: calendarDaySchema });
export type MoveVisitRequest = z.input<typeof moveVisitSchema>;

/** POST /api/schedule/bookings/:bookingId/cancel-rest; `from` defaults to today in the owner's zone. */
export const cancelRestSchema = z.object({ from: calendarDaySchema.optional() });
export type CancelRestRequest = z.input<typeof cancelRestSchema>;

/** Why the business does not come on a day. */
export const CLOSED_REASONS = ["not_worked", "blackout", "out_of_season"] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** GET /api/schedule/days?from&to: a day of the owner's calendar with its places. */
export type DayPlaces = {
  date: string;
  status: "open" | "full" | "closed";
  reason: ClosedReason | null;
  taken: number;
  capacity: number;
};

/** Why a scheduled visit no longer fits the availability. */
export type AffectedReason = ClosedReason | "over_capacity";

export const AFFECTED_REASON_TEXT: Record<AffectedReason, string> = {
  not_worked: "Not a working day any more",
  blackout: "Now a closed day",
  out_of_season: "Now outside the season",
  over_capacity: "The day is over capacity",
};

/** A scheduled visit on a day the availability now closes or overfills: listed for the owner to move. */
export type AffectedVisit = ScheduledVisit & { reason: AffectedReason };

/** GET and PUT /api/schedule/availability: the settings, and the visits they leave on closed or overfull days. */
export type ScheduleAvailabilityView = AvailabilityView & { affected: AffectedVisit[] };

/** POST /api/schedule/visits/:visitId/move */
export type MovedVisit = { visit: ScheduledVisit; from: string };

/** GET /api/schedule/bookings/:bookingId/rest?from: what cancelling the rest of the plan would cancel. */
export type RestOfPlan = {
  bookingId: string;
  from: string;
  customerName: string | null;
  scheduleText: string;
  /** The scheduled visits on or after `from`, by day. */
  days: string[];
};

/** POST /api/schedule/bookings/:bookingId/cancel-rest */
export type CancelledRest = { cancelled: number; from: string };

/** POST /api/schedule/days/:day/done */
export type DayDone = { done: number; visits: ScheduledVisit[] };

/**
 * GET /api/schedule/days/:day/route: the day's visits in driving order, nearest next from the
 * business address. `unplaced`: visits with no map point, last, in booking order.
 */
export type DayRoute = {
  day: string;
  /** Where the route starts; null when the business address has no map point. */
  start: { label: string } | null;
  order: string[];
  unplaced: string[];
};
