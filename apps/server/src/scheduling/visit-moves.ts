import { dailyCapacity } from "@yq/form-schema/scheduling/availability";
import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { MovedVisit } from "@yq/form-schema/scheduling/schedule-actions";
import { and, eq, ne } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { visits } from "../db/schema/scheduling";
import { HttpError } from "../lib/http-error";
import { todayIn } from "./calendar-days";
import { givePlaces, ownerDayRefusal, takePlace } from "./day-places";
import { queueMovedNotices } from "./moved-notices";
import { availabilityOf, timeZoneOf } from "./schedule-settings";
import { VISIT_NOT_FOUND, visitsWhere } from "./visits.service";

const NOT_SCHEDULED: Record<string, string> = {
  done: "This visit is done; only a scheduled visit can move.",
  skipped: "This visit was skipped; only a scheduled visit can move.",
  cancelled: "This visit was cancelled; only a scheduled visit can move.",
};

/**
 * Moves a scheduled visit to `day`: the new day's place is taken (409 when it is full) and the old
 * day's given back in one transaction, and the customer is told with an updated invite. The
 * owner's rules for a day apply (day-places.ts); another owner's visit is a missing one.
 */
export async function moveVisit(deps: AppDeps, userId: string, visitId: string, day: string): Promise<MovedVisit> {
  const { db } = deps;
  const [availability, timeZone] = await Promise.all([availabilityOf(db, userId), timeZoneOf(db, userId)]);
  const from = await db.transaction(async (tx) => {
    const [visit] = await tx
      .select({ status: visits.status, day: visits.day, bookingId: visits.bookingId })
      .from(visits)
      .where(and(eq(visits.id, visitId), eq(visits.userId, userId)))
      .for("update");
    if (!visit) throw new HttpError(404, VISIT_NOT_FOUND);
    if (visit.status !== "scheduled") throw new HttpError(409, NOT_SCHEDULED[visit.status]!);
    if (visit.day === day) throw new HttpError(422, `The visit is already on ${calendarDayText(day)}.`);
    const refusal = ownerDayRefusal(availability, todayIn(timeZone), day);
    if (refusal) throw new HttpError(422, refusal);
    const [twin] = await tx
      .select({ id: visits.id })
      .from(visits)
      .where(and(eq(visits.bookingId, visit.bookingId), eq(visits.day, day), ne(visits.status, "cancelled")));
    if (twin)
      throw new HttpError(
        409,
        `This customer's plan already has a visit on ${calendarDayText(day)}. Pick another day.`,
      );
    // The two days' rows are locked in ascending order, as a booking locks its days: two moves
    // between the same two days never wait on each other in a cycle.
    const take = () => takePlace(tx as unknown as Db, userId, day, dailyCapacity(availability));
    const give = () => givePlaces(tx, userId, visit.day);
    if (day < visit.day) {
      await take();
      await give();
    } else {
      await give();
      await take();
    }
    await tx.update(visits).set({ day }).where(eq(visits.id, visitId));
    // The email and webhooks commit with the move, or not at all.
    await queueMovedNotices(tx as unknown as Db, deps.env, {
      visitId,
      bookingId: visit.bookingId,
      from: visit.day,
      to: day,
    });
    return visit.day;
  });
  const [visit] = await visitsWhere(db, eq(visits.id, visitId));
  return { visit: visit!, from };
}
