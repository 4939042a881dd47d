import { addDays, calendarDayText, daysBetween } from "@yq/form-schema/scheduling/calendar-day";
import { monthDayText } from "@yq/form-schema/month-names";
import { dailyCapacity, MAX_DAYS_AHEAD, type Availability } from "@yq/form-schema/scheduling/availability";
import type { DayPlaces } from "@yq/form-schema/scheduling/schedule-actions";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookingDays } from "../db/schema/scheduling";
import { HttpError } from "../lib/http-error";
import { closedReason } from "./calendar-days";

// A day's places as the owner's schedule counts them, and the owner's rules for putting a visit
// on a day: the visitor's booking window (booking.service.ts) does not bind the owner, but the
// past, a closed day and a full one do.

/** Each day from `first` to `last`: open, full or closed, with its places taken and its capacity. */
export async function placesBetween(
  db: Pick<Db, "select">,
  userId: string,
  availability: Availability,
  first: string,
  last: string,
): Promise<DayPlaces[]> {
  const rows = await db
    .select({ day: bookingDays.day, taken: bookingDays.taken })
    .from(bookingDays)
    .where(and(eq(bookingDays.userId, userId), gte(bookingDays.day, first), lte(bookingDays.day, last)));
  const takenOn = new Map(rows.map((r) => [r.day, r.taken]));
  const capacity = dailyCapacity(availability);
  const days: DayPlaces[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const reason = closedReason(availability, day);
    const taken = takenOn.get(day) ?? 0;
    const status = reason ? "closed" : taken >= capacity ? "full" : "open";
    days.push({ date: day, status, reason, taken, capacity });
  }
  return days;
}

/** Why the owner cannot put a visit on `day` (422), or null; fullness is checked as the place is taken. */
export function ownerDayRefusal(a: Availability, today: string, day: string): string | null {
  if (day < today) return `${calendarDayText(day)} is in the past. Pick today or a later day.`;
  if (daysBetween(today, day) > MAX_DAYS_AHEAD) return `Pick a day within ${MAX_DAYS_AHEAD} days from today.`;
  const reason = closedReason(a, day);
  if (reason === "not_worked")
    return `${calendarDayText(day)} is not one of your working days. Pick another day, or add it to your working days.`;
  if (reason === "blackout") return `You closed ${calendarDayText(day)} (a closed day). Pick another day.`;
  if (reason === "out_of_season" && a.season)
    return `${calendarDayText(day)} is outside your season (${monthDayText(a.season.start)} to ${monthDayText(a.season.end)}). Pick a day in the season.`;
  return null;
}

const dayFullText = (day: string, capacity: number) =>
  `${calendarDayText(day)} is full: all ${capacity} places are taken. Pick another day, or skip or move a visit on it first.`;

/**
 * Takes one place on `day` if one is left: a conditional increment under the row's lock, as the
 * first visit's booking takes it (booking.service.ts), so no two moves overfill a day. 409 when full.
 */
export async function takePlace(tx: Db, userId: string, day: string, capacity: number) {
  await tx.insert(bookingDays).values({ userId, day, taken: 0 }).onConflictDoNothing();
  const [place] = await tx
    .update(bookingDays)
    .set({ taken: sql`${bookingDays.taken} + 1` })
    .where(and(eq(bookingDays.userId, userId), eq(bookingDays.day, day), sql`${bookingDays.taken} < ${capacity}`))
    .returning({ taken: bookingDays.taken });
  if (!place) throw new HttpError(409, dayFullText(day, capacity));
}

/** Gives `count` places on `day` back. */
export async function givePlaces(tx: Pick<Db, "update">, userId: string, day: string, count = 1) {
  await tx
    .update(bookingDays)
    .set({ taken: sql`greatest(${bookingDays.taken} - ${count}, 0)` })
    .where(and(eq(bookingDays.userId, userId), eq(bookingDays.day, day)));
}
