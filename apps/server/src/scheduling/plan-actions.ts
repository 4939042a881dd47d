import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { CancelledRest, DayDone, RestOfPlan } from "@yq/form-schema/scheduling/schedule-actions";
import { scheduleText } from "@yq/form-schema/scheduling/schedule-words";
import { and, asc, count, eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { bookings, visits } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { chargeMarkedDone } from "../charges/done-visits";
import { dbOf, depsOf, type DbOrDeps } from "./owner-deps";
import { todayIn } from "./calendar-days";
import { cancelPlanIn, comingFrom } from "./plan-cancel";
import { timeZoneOf } from "./schedule-settings";
import { visitsWhere } from "./visits.service";

// The owner's actions on a whole plan or a whole day of the schedule.

export const PLAN_NOT_FOUND = "Plan not found.";

async function ownBooking(db: Pick<Db, "select">, userId: string, bookingId: string) {
  const [booking] = await db
    .select({ id: bookings.id, plan: bookings.plan, firstDay: bookings.firstDay, leadId: bookings.leadId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!booking) throw new HttpError(404, PLAN_NOT_FOUND);
  return booking;
}

/** What cancelling the rest of the plan from `from` (today when not given) would cancel: its visits still to come. */
export async function restOfPlan(db: Db, userId: string, bookingId: string, from?: string): Promise<RestOfPlan> {
  const booking = await ownBooking(db, userId, bookingId);
  const start = from ?? todayIn(await timeZoneOf(db, userId));
  const [rest, [rounds], [customer]] = await Promise.all([
    db.select({ day: visits.day }).from(visits).where(comingFrom(bookingId, start)).orderBy(asc(visits.day)),
    db.select({ n: count() }).from(visits).where(eq(visits.bookingId, bookingId)),
    db
      .select({ name: formSubmissions.customerName })
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.leadId, booking.leadId),
          eq(formSubmissions.submissionStage, "complete"),
          eq(formSubmissions.isUpsell, false),
        ),
      ),
  ]);
  return {
    bookingId,
    from: start,
    customerName: customer?.name ?? null,
    scheduleText: scheduleText(booking.plan, booking.firstDay, rounds?.n),
    days: rest.map((r) => r.day),
  };
}

/**
 * Cancels the plan from `from` (today when not given), as its customer's cancel does
 * (plan-cancel.ts): the booking is marked cancelled, every visit still to come (scheduled, or
 * paused after a failed card) on or after `from` is cancelled and its place given back, and
 * plan.cancelled goes out once with cancelledBy "owner". Done and skipped visits, and the visits
 * before `from`, stay as they were; cancelling again cancels only what is left from its day.
 */
export async function cancelRest(
  deps: AppDeps,
  userId: string,
  bookingId: string,
  from?: string,
): Promise<CancelledRest> {
  await ownBooking(deps.db, userId, bookingId);
  const start = from ?? todayIn(await timeZoneOf(deps.db, userId));
  const { cancelled } = await deps.db.transaction((tx) =>
    // The owner's request carries no reason (cancelRestSchema).
    cancelPlanIn(tx, deps.env, { userId, bookingId, from: start, reason: null, cancelledBy: "owner" }),
  );
  return { cancelled, from: start };
}

/**
 * Marks every scheduled visit of `day` done; ones already done, skipped, cancelled or paused (a
 * plan whose card failed, decision 122) stay as they are, so marking the day again changes
 * nothing. A day still ahead is refused: no crew went yet. Given the app's deps, the visits just
 * marked are then charged where their plan is charged on_done; a failing card never fails this.
 */
export async function markDayDone(given: DbOrDeps, userId: string, day: string): Promise<DayDone> {
  const db = dbOf(given);
  const today = todayIn(await timeZoneOf(db, userId));
  if (day > today)
    throw new HttpError(422, `${calendarDayText(day)} is still ahead. Mark its visits done on the day or after it.`);
  const done = await db
    .update(visits)
    .set({ status: "done" })
    .where(and(eq(visits.userId, userId), eq(visits.day, day), eq(visits.status, "scheduled")))
    .returning({ id: visits.id });
  const deps = depsOf(given);
  if (deps)
    await chargeMarkedDone(
      deps,
      done.map((v) => v.id),
    );
  const dayVisits = await visitsWhere(db, and(eq(visits.userId, userId), eq(visits.day, day)));
  return { done: done.length, visits: dayVisits };
}
