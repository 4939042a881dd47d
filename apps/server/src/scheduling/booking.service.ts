import { addDays, calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { dailyCapacity } from "@yq/form-schema/scheduling/availability";
import type { BookedVisits, VisitDay, VisitDaysView } from "@yq/form-schema/scheduling/booking";
import { readPaymentSettings } from "@yq/form-schema/payment-settings";
import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { bookingDays, bookings, visits } from "../db/schema/scheduling";
import { HttpError } from "../lib/http-error";
import { bookingWindow, closedReason, seasonEndOf, todayIn } from "./calendar-days";
import { bookedVisits, bookingContext, notOffered, type BookingContext } from "./booking-context";
import type { LeadCredential } from "../leads/lead-access";
import { queueBookedNotices } from "./booked-notices";
import { visitSeries } from "./visit-series";

const DAY_FULL = "That day just filled up. Pick another day.";

/** The calendar of the visitor who accepted: the days of the booking window, open, full or closed. */
export async function visitDays(db: Db, leadId: string, credential: LeadCredential): Promise<VisitDaysView> {
  const ctx = await bookingContext(db, leadId, credential);
  const base = { timeZone: ctx.timeZone, days: [] as VisitDay[], seasonOpens: null };
  const booked = await bookedVisits(db, leadId);
  if (booked) return { ...base, offered: true, reason: null, booked };
  const reason = notOffered(ctx);
  if (reason) return { ...base, offered: false, reason, booked: null };
  const { first, last, seasonOpens } = bookingWindow(ctx.availability, todayIn(ctx.timeZone));
  const taken = await db
    .select({ day: bookingDays.day, taken: bookingDays.taken })
    .from(bookingDays)
    .where(and(eq(bookingDays.userId, ctx.userId), gte(bookingDays.day, first), lte(bookingDays.day, last)));
  const takenOn = new Map(taken.map((t) => [t.day, t.taken]));
  const capacity = dailyCapacity(ctx.availability);
  const days: VisitDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const status = closedReason(ctx.availability, day)
      ? "closed"
      : (takenOn.get(day) ?? 0) >= capacity
        ? "full"
        : "open";
    days.push({ date: day, status });
  }
  return { ...base, offered: true, reason: null, booked: null, days, seasonOpens };
}

/** Why the visitor cannot pick that day (400), or null. */
function dayRefusal(ctx: BookingContext, date: string): string | null {
  const { first, last } = bookingWindow(ctx.availability, todayIn(ctx.timeZone));
  if (date < first) return `Pick a day from ${calendarDayText(first)} on.`;
  if (date > last) return `Pick a day up to ${calendarDayText(last)}.`;
  const closed = closedReason(ctx.availability, date);
  if (closed === "out_of_season") return "That day is outside our season. Pick a day in the season.";
  if (closed) return "We are closed on that day. Pick another day.";
  return null;
}

const alreadyBooked = (booked: BookedVisits) =>
  `Your first visit is already booked for ${calendarDayText(booked.firstDate)}.`;

/**
 * Books the lead's first visit on `date` and the visits that follow from its agreement. The plan
 * is the agreement the server stored at the accept, never the browser's. The first day's place is
 * taken with a conditional increment under the row's lock, so concurrent bookings never overfill
 * it; later visits take theirs unconditionally (the owner sees an overfull day on the schedule).
 */
export async function bookFirstVisit(deps: AppDeps, leadId: string, credential: LeadCredential, date: string) {
  const { db } = deps;
  const ctx = await bookingContext(db, leadId, credential);
  const earlier = await bookedVisits(db, leadId);
  if (earlier) throw new HttpError(409, alreadyBooked(earlier));
  const reason = notOffered(ctx);
  if (reason) throw new HttpError(409, reason);
  const refusal = dayRefusal(ctx, date);
  if (refusal) throw new HttpError(400, refusal);
  const agreement = ctx.agreement!;
  const series = visitSeries({
    plan: agreement.plan,
    firstDay: date,
    seasonEnd: seasonEndOf(ctx.availability.season, date),
    blackoutDates: ctx.availability.blackoutDates,
    rounds: agreement.termOccurrences,
  })!;
  const prices = visitPrices(agreement);
  // How the plan's card is charged is the form's setting at the booking: a later change of the
  // form does not rebill a running plan (docs/decisions/122).
  const [form] = await db
    .select({ paymentSettings: forms.paymentSettings })
    .from(forms)
    .where(eq(forms.id, ctx.formId));
  const { chargeTiming } = readPaymentSettings(form?.paymentSettings);
  return db.transaction(async (tx) => {
    await tx.insert(bookingDays).values({ userId: ctx.userId, day: date, taken: 0 }).onConflictDoNothing();
    const [place] = await tx
      .update(bookingDays)
      .set({ taken: sql`${bookingDays.taken} + 1` })
      .where(
        and(
          eq(bookingDays.userId, ctx.userId),
          eq(bookingDays.day, date),
          lt(bookingDays.taken, dailyCapacity(ctx.availability)),
        ),
      )
      .returning({ taken: bookingDays.taken });
    if (!place) throw new HttpError(409, DAY_FULL);
    const [booking] = await tx
      .insert(bookings)
      .values({
        leadId,
        userId: ctx.userId,
        formId: ctx.formId,
        plan: agreement.plan,
        firstDay: date,
        rule: series.rule,
        timeZone: ctx.timeZone,
        chargeTiming,
      })
      .onConflictDoNothing({ target: bookings.leadId })
      .returning({ id: bookings.id });
    // The same visitor booking twice at once: the other request won; this one's place is undone.
    if (!booking) throw new HttpError(409, "Your first visit is already booked.");
    await tx.insert(visits).values(
      series.dates.map((day, i) => ({
        bookingId: booking.id,
        userId: ctx.userId,
        leadId,
        formId: ctx.formId,
        day,
        priceCents: i === 0 ? prices.first : prices.later,
      })),
    );
    const later = series.dates.slice(1);
    // Ascending days, as every booking takes them: two bookings never wait on each other in a cycle.
    if (later.length > 0)
      await tx
        .insert(bookingDays)
        .values(later.map((day) => ({ userId: ctx.userId, day, taken: 1 })))
        .onConflictDoUpdate({
          target: [bookingDays.userId, bookingDays.day],
          set: { taken: sql`${bookingDays.taken} + 1` },
        });
    const booked = (await bookedVisits(tx, leadId))!;
    // The outbox rows commit with the booking, or not at all.
    await queueBookedNotices(tx as unknown as Db, deps.env, {
      ...ctx,
      accepted: ctx.accepted!,
      booked,
      booking: { id: booking.id, rule: series.rule },
    });
    return booked;
  });
}

/**
 * What a visit charges: the lines charged at each visit or round (the first with what the first
 * carries), or for a one-time job its whole price at its one visit. Null when nothing is priced.
 */
function visitPrices(agreement: Agreement) {
  const each = agreement.lines.filter((l) => l.timing === "each");
  const charged = agreement.plan === "one_time" && each.length === 0 ? agreement.lines : each;
  if (charged.length === 0) return { first: null, later: null };
  const sum = (pick: (l: (typeof charged)[number]) => number) => charged.reduce((total, l) => total + pick(l), 0);
  return { first: sum((l) => l.firstCents), later: sum((l) => l.eachCents ?? l.firstCents) };
}
