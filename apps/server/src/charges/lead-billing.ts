import { isUuid } from "@yq/form-schema/ids";
import { billingFigures, type LeadBilling } from "@yq/form-schema/lead-billing";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { bookings } from "../db/schema/scheduling";
import { formSubmissions as fs } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { leadCharges } from "./lead-charges";

// The owner's view of how one lead's plan is billed (decision 122): the booking's plan, timing and
// state, the card, and every charge with the figures summed here from the stored rows, never
// from what a browser sends.

export const LEAD_NOT_FOUND = "This lead was not found.";

/** How the owner's lead is billed; another owner's lead, or none, answers 404. */
export async function leadBilling(db: Db, userId: string, leadId: string): Promise<LeadBilling> {
  if (!isUuid(leadId)) throw new HttpError(404, LEAD_NOT_FOUND);
  const [lead] = await db
    .select({ id: fs.id })
    .from(fs)
    .innerJoin(forms, eq(forms.id, fs.formId))
    .where(and(eq(fs.id, leadId), eq(fs.leadId, leadId), isNull(fs.parentSubmissionId), eq(forms.userId, userId)));
  if (!lead) throw new HttpError(404, LEAD_NOT_FOUND);
  const [booked, cards, list] = await Promise.all([
    db
      .select({
        plan: bookings.plan,
        chargeTiming: bookings.chargeTiming,
        pausedAt: bookings.pausedAt,
        cancelledAt: bookings.cancelledAt,
        cancelReason: bookings.cancelReason,
      })
      .from(bookings)
      .where(and(eq(bookings.leadId, leadId), eq(bookings.userId, userId))),
    db
      .select({
        kind: fs.paymentKind,
        status: fs.paymentStatus,
        customerId: fs.paymentCustomerId,
        paymentMethodId: fs.paymentMethodId,
      })
      .from(fs)
      .where(and(eq(fs.leadId, leadId), eq(fs.submissionStage, "complete"), eq(fs.isUpsell, false))),
    leadCharges(db, userId, leadId),
  ]);
  const [booking] = booked;
  // A card is saved by a setup-mode Checkout ("card"), or kept from a deposit or full payment made
  // with setup_future_usage; either way its payment method ends up on the accepted record
  // (charges/saved-card.ts reads it from the setup-mode session the first time it charges).
  const cardSaved = cards.some(
    (r) => (r.customerId && r.paymentMethodId) || (r.kind === "card" && r.status === "card_saved"),
  );
  return {
    plan: booking?.plan ?? null,
    chargeTiming: booking?.chargeTiming ?? null,
    pausedAt: booking?.pausedAt?.toISOString() ?? null,
    cancelledAt: booking?.cancelledAt?.toISOString() ?? null,
    cancelReason: booking?.cancelReason ?? null,
    cardSaved,
    charges: list,
    ...billingFigures(list),
  };
}
