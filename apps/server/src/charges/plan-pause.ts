import { TZDate } from "@date-fns/tz";
import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../billing/current-subscription";
import { charges } from "../db/schema/charges";
import { profiles } from "../db/schema/profiles";
import { bookings, visits } from "../db/schema/scheduling";

// A plan whose card failed its last retry is paused, and resumed when nothing is left failing
// (docs/decisions/122): the booking's paused_at, and its coming visits "paused" (kept on the
// schedule and in their day's places, so a resumed plan needs no place back).

/** The day it is at `now` in the zone (the same reading as scheduling/calendar-days.ts todayIn). */
export function dayIn(timeZone: string, now = new Date()): string {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** Today in the owner's zone (the business profile's), UTC until one is set. */
export async function ownerToday(db: Pick<Queryable, "select">, userId: string, now = new Date()): Promise<string> {
  const [row] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.id, userId));
  return dayIn(row?.timeZone ?? "UTC", now);
}

const FAILING = ["failed", "requires_action"] as const;

/** Pauses the lead's plan: its booking and its scheduled visits from today on. */
export async function pausePlan(tx: Queryable, userId: string, leadId: string, now = new Date()) {
  const [booking] = await tx
    .update(bookings)
    .set({ pausedAt: now })
    .where(and(eq(bookings.leadId, leadId), isNull(bookings.pausedAt), isNull(bookings.cancelledAt)))
    .returning({ id: bookings.id });
  if (!booking) return;
  const today = await ownerToday(tx, userId, now);
  await tx
    .update(visits)
    .set({ status: "paused" })
    .where(and(eq(visits.bookingId, booking.id), eq(visits.status, "scheduled"), gte(visits.day, today)));
}

/**
 * Resumes the lead's paused plan once none of its charges is failing: its paused visits still
 * ahead are scheduled again; those whose day went by while paused stay paused (no crew went).
 */
export async function resumePlanIfPaid(tx: Queryable, userId: string, leadId: string, now = new Date()) {
  const [failing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(charges)
    .where(and(eq(charges.leadId, leadId), inArray(charges.status, [...FAILING])));
  if ((failing?.n ?? 0) > 0) return false;
  const [booking] = await tx
    .update(bookings)
    .set({ pausedAt: null })
    .where(and(eq(bookings.leadId, leadId), sql`${bookings.pausedAt} is not null`))
    .returning({ id: bookings.id });
  if (!booking) return false;
  const today = await ownerToday(tx, userId, now);
  await tx
    .update(visits)
    .set({ status: "scheduled" })
    .where(and(eq(visits.bookingId, booking.id), eq(visits.status, "paused"), gte(visits.day, today)));
  return true;
}
