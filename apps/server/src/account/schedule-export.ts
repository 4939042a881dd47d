import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, scheduleSettings, visits } from "../db/schema/scheduling";

// The schedule's part of the account export, read from the scheduling tables (db/, the ground):
// the owner's availability in account.json, and each lead's booking with its visits in its form's
// leads.json, found by the page's lead ids like the rest of the owner's work on the lead.

/**
 * The owner's availability and when the calendar feed was made; null while the defaults apply.
 * The feed secret's hash stays out: like the webhook secrets, it is shown once (migration 0030).
 */
export async function scheduleSettingsOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      availability: scheduleSettings.availability,
      updatedAt: scheduleSettings.updatedAt,
      calendarFeedMadeAt: scheduleSettings.feedMadeAt,
      skipCutoffHours: scheduleSettings.skipCutoffHours,
    })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.userId, userId));
  return row ?? null;
}

type ExportedVisit = { id: string; day: string; status: string; priceCents: number | null };
type ExportedBooking = Omit<typeof bookings.$inferSelect, "leadId" | "userId"> & { visits: ExportedVisit[] };

/**
 * The bookings of a page of leads with their visits by day, keyed by lead id, in one query: by
 * bookings' unique lead_id, then visits_booking_idx.
 */
export async function bookingsOfLeads(db: Db, leadIds: string[]): Promise<Map<string, ExportedBooking>> {
  const byLead = new Map<string, ExportedBooking>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select({
      booking: bookings,
      visit: { id: visits.id, day: visits.day, status: visits.status, priceCents: visits.priceCents },
    })
    .from(bookings)
    .leftJoin(visits, eq(visits.bookingId, bookings.id))
    .where(inArray(bookings.leadId, leadIds))
    .orderBy(asc(bookings.leadId), asc(visits.day), asc(visits.id));
  for (const { booking, visit } of rows) {
    const { leadId, userId: _owner, ...kept } = booking;
    const entry = byLead.get(leadId) ?? { ...kept, visits: [] };
    if (visit) entry.visits.push(visit);
    byLead.set(leadId, entry);
  }
  return byLead;
}
