import type { LeadBooking, LeadVisit } from "@yq/form-schema/lead-visits";
import { scheduleText } from "@yq/form-schema/scheduling/schedule-words";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, visits } from "../db/schema/scheduling";

// A lead's booking and visits, read here from the scheduling tables (db/, the ground) rather than
// through scheduling/: scheduling calls leads (domain-map.json, decision 106), so leads calling it
// back would make a cycle. These are reads only; booking and changing visits stay in scheduling/.
// Both queries enter by bookings' unique lead_id and reach visits by visits_booking_idx, so they
// need no index on visits(lead_id).

/** The lead's booking in words and its visits by day; none booked: `{ booking: null, visits: [] }`. */
export async function visitsOfLead(
  db: Db,
  formId: string,
  leadId: string,
): Promise<{ booking: LeadBooking | null; visits: LeadVisit[] }> {
  const rows = await db
    .select({
      plan: bookings.plan,
      firstDay: bookings.firstDay,
      timeZone: bookings.timeZone,
      id: visits.id,
      day: visits.day,
      status: visits.status,
      priceCents: visits.priceCents,
    })
    .from(bookings)
    .leftJoin(visits, eq(visits.bookingId, bookings.id))
    .where(and(eq(bookings.leadId, leadId), eq(bookings.formId, formId)))
    .orderBy(asc(visits.day), asc(visits.id));
  const [first] = rows;
  if (!first) return { booking: null, visits: [] };
  const booked = rows.flatMap((r) =>
    r.id && r.day && r.status ? [{ id: r.id, day: r.day, status: r.status, priceCents: r.priceCents }] : [],
  );
  return {
    // A program is told by its rounds, all of the booking's visits, as the Schedule page tells it.
    booking: {
      firstDay: first.firstDay,
      scheduleText: scheduleText(first.plan, first.firstDay, booked.length),
      timeZone: first.timeZone,
    },
    visits: booked,
  };
}

/** One lead's series for the CSV: its words, the next visit still to come, and how the past went. */
export type VisitSummary = {
  firstDay: string;
  scheduleText: string;
  /** The first scheduled visit on or after today in the booking's zone; null when none is left. */
  nextDay: string | null;
  done: number;
  skipped: number;
  cancelled: number;
};

/**
 * The statement behind visitSummariesOfLeads: one row per booked lead of `leadIds`. Each booking's
 * visits are counted in a LATERAL subquery, so they are read by visits_booking_idx booking by
 * booking whatever the table's size; a plain join let the planner read all of visits for a page
 * of 500 leads (the CSV's batch). Exported for the query-plan test.
 */
export function visitSummariesStatement(db: Db, leadIds: string[]) {
  const count = (status: string) => sql<number>`(count(*) filter (where ${visits.status} = ${status}))::int`;
  const tally = db
    .select({
      rounds: sql<number>`count(*)::int`.as("rounds"),
      // "Today" is the business's day, as the Schedule page and the visitor's calendar count it.
      nextDay: sql<string | null>`(min(${visits.day}) filter (where ${visits.status} = 'scheduled'
        and ${visits.day} >= (now() at time zone ${bookings.timeZone})::date))::text`.as("next_day"),
      done: count("done").as("done"),
      skipped: count("skipped").as("skipped"),
      cancelled: count("cancelled").as("cancelled"),
    })
    .from(visits)
    .where(eq(visits.bookingId, bookings.id))
    .as("tally");
  return db
    .select({
      leadId: bookings.leadId,
      plan: bookings.plan,
      firstDay: bookings.firstDay,
      rounds: tally.rounds,
      nextDay: tally.nextDay,
      done: tally.done,
      skipped: tally.skipped,
      cancelled: tally.cancelled,
    })
    .from(bookings)
    .crossJoinLateral(tally)
    .where(inArray(bookings.leadId, leadIds));
}

/** The visit summaries of a page of leads in one query, keyed by lead id; a lead not booked is absent. */
export async function visitSummariesOfLeads(db: Db, leadIds: string[]): Promise<Map<string, VisitSummary>> {
  const byLead = new Map<string, VisitSummary>();
  if (leadIds.length === 0) return byLead;
  for (const row of await visitSummariesStatement(db, leadIds)) {
    byLead.set(row.leadId, {
      firstDay: row.firstDay,
      scheduleText: scheduleText(row.plan, row.firstDay, row.rounds),
      nextDay: row.nextDay,
      done: row.done,
      skipped: row.skipped,
      cancelled: row.cancelled,
    });
  }
  return byLead;
}
