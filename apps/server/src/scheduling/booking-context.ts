import type { Agreement } from "@yq/form-schema/agreement/agreement";
import type { Availability } from "@yq/form-schema/scheduling/availability";
import type { BookedVisits } from "@yq/form-schema/scheduling/booking";
import { scheduleText } from "@yq/form-schema/scheduling/schedule-words";
import { asc, eq, ne, and } from "drizzle-orm";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { bookings, visits } from "../db/schema/scheduling";
import { HttpError } from "../lib/http-error";
import { holdsLead, leadRecords, leadRoot, QUOTE_REQUEST_NOT_FOUND, type LeadCredential } from "../leads/lead-access";
import type { SubmissionRow } from "../leads/submission-view";
import { availabilityOf, timeZoneOf } from "./schedule-settings";

// What decides whether a visitor may pick a first visit, read once for the calendar and again
// inside the booking: the owner's settings, the accepted agreement and its payment.

const BOOKING_OFF = "This business sets the first visit with you itself; they will be in touch.";
const NOT_ACCEPTED = "Accept the quote first, then pick your first visit.";
const SNOW_PLAN =
  "Your service starts with the season: the first visit follows the first snowfall past the trigger depth.";
const PAY_FIRST = "Pay the deposit first, then pick your first visit.";

export type BookingContext = {
  leadId: string;
  formId: string;
  userId: string;
  /** The owner's test run from the preview. */
  isTest: boolean;
  availability: Availability;
  timeZone: string;
  /** The accepted record (contact, payment), null before an accept. */
  accepted: SubmissionRow | null;
  agreement: Agreement | null;
};

/**
 * The lead for the holder of its token, or of Checkout's return key once it is accepted (404 to
 * anyone else), with its owner's settings.
 */
export async function bookingContext(db: Db, leadId: string, credential: LeadCredential): Promise<BookingContext> {
  const root = await leadRoot(db, leadId);
  const [[form], records] = await Promise.all([
    db.select({ userId: forms.userId }).from(forms).where(eq(forms.id, root.formId)),
    leadRecords(db, leadId),
  ]);
  const complete = records.find((r) => r.submissionStage === "complete" && !r.isUpsell) ?? null;
  const accepted = complete?.responseStatus === "accept" ? complete : null;
  if (!holdsLead(credential, root, accepted)) throw new HttpError(404, QUOTE_REQUEST_NOT_FOUND);
  const userId = form!.userId;
  const [availability, timeZone] = await Promise.all([availabilityOf(db, userId), timeZoneOf(db, userId)]);
  // The upsell's agreement replaces the accept's once the visitor added to it (agreed-quote.ts).
  const upsell = records.find((r) => r.isUpsell);
  const agreement = accepted ? (upsell?.quote?.agreement ?? accepted.quote?.agreement ?? null) : null;
  return { leadId, formId: root.formId, userId, isTest: root.isTest, availability, timeZone, accepted, agreement };
}

/** Why there is nothing to pick, in the visitor's words; null when they may pick. */
export function notOffered(ctx: BookingContext): string | null {
  if (!ctx.availability.bookingOn) return BOOKING_OFF;
  if (!ctx.accepted || !ctx.agreement) return NOT_ACCEPTED;
  if (ctx.agreement.plan === "per_push" || ctx.agreement.plan === "seasonal") return SNOW_PLAN;
  const asked = ctx.agreement.payment?.kind;
  if ((asked === "deposit" || asked === "full") && ctx.accepted.paymentStatus !== "paid") return PAY_FIRST;
  return null;
}

/** The lead's booking as the visitor is told it; null before one. */
export async function bookedVisits(db: Pick<Db, "select">, leadId: string): Promise<BookedVisits | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.leadId, leadId));
  if (!booking) return null;
  const rows = await db
    .select({ day: visits.day })
    .from(visits)
    .where(and(eq(visits.bookingId, booking.id), ne(visits.status, "cancelled")))
    .orderBy(asc(visits.day));
  const dates = rows.map((r) => r.day);
  return {
    plan: booking.plan,
    firstDate: booking.firstDay,
    scheduleText: scheduleText(booking.plan, booking.firstDay, dates.length),
    dates,
  };
}
