import { addDays } from "@yq/form-schema/scheduling/calendar-day";
import { dailyCapacity, type Availability, type AvailabilityView } from "@yq/form-schema/scheduling/availability";
import type {
  AffectedReason,
  AffectedVisit,
  ScheduleAvailabilityView,
} from "@yq/form-schema/scheduling/schedule-actions";
import { and, eq, gt, gte, inArray, max } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookingDays, visits } from "../db/schema/scheduling";
import { closedReason, todayIn } from "./calendar-days";
import { visitsWhere } from "./visits.service";

/** At most this many are listed; the owner moves them and sees the next ones. */
const MAX_AFFECTED = 200;

/**
 * The scheduled visits, from today on, that `availability` puts on a day the business no longer
 * works (not a working day, a closed day, outside the season) or on a day holding more visits than
 * it allows. Nothing is moved or dropped: a changed availability never silently drops a booked
 * visit, the owner is shown them to move. A closed day's reason wins over its fullness.
 */
async function affectedVisits(
  db: Pick<Db, "select">,
  userId: string,
  availability: Availability,
  today: string,
): Promise<AffectedVisit[]> {
  const capacity = dailyCapacity(availability);
  const overfull = await db
    .select({ day: bookingDays.day })
    .from(bookingDays)
    .where(and(eq(bookingDays.userId, userId), gte(bookingDays.day, today), gt(bookingDays.taken, capacity)));
  const reasons = new Map<string, AffectedReason>(overfull.map((r) => [r.day, "over_capacity"]));
  const scheduled = and(eq(visits.userId, userId), eq(visits.status, "scheduled"), gte(visits.day, today));
  const [last] = await db
    .select({ day: max(visits.day) })
    .from(visits)
    .where(scheduled);
  // The closed days up to the last scheduled visit: a few hundred at most, so the database reads
  // only the visits on them.
  for (let day = today; last?.day && day <= last.day; day = addDays(day, 1)) {
    const closed = closedReason(availability, day);
    if (closed) reasons.set(day, closed);
  }
  if (reasons.size === 0) return [];
  const ahead = await visitsWhere(db, and(scheduled, inArray(visits.day, [...reasons.keys()])));
  return ahead.slice(0, MAX_AFFECTED).map((visit) => ({ ...visit, reason: reasons.get(visit.date)! }));
}

/** The owner's availability with the visits it leaves on closed or overfull days. */
export async function withAffected(
  db: Pick<Db, "select">,
  userId: string,
  view: AvailabilityView,
): Promise<ScheduleAvailabilityView> {
  return { ...view, affected: await affectedVisits(db, userId, view.availability, todayIn(view.timeZone)) };
}
