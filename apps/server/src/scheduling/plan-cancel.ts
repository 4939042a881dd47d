import type { WebhookPlanCancelledData } from "@yq/form-schema/webhooks";
import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { bookings, visits } from "../db/schema/scheduling";
import { enqueueWebhookEvent, formOwnerWanting } from "../webhooks/enqueue-webhook";
import { givePlaces } from "./day-places";

// Cancelling a plan, by its customer (customer-page/plan-changes.ts) or its owner (plan-actions.ts):
// one way for both (decision 122), so the booking, the visits, the places and the plan.cancelled
// webhook never disagree about who cancelled what.

type PlanCancel = {
  userId: string;
  bookingId: string;
  /** The first day whose visits are cancelled. */
  from: string;
  reason: string | null;
  cancelledBy: WebhookPlanCancelledData["cancelledBy"];
};

type PlanCancelled = {
  /** Visits this call cancelled. */
  cancelled: number;
  /** The booking was open and this call cancelled it (a repeat or a second caller sees false). */
  bookingCancelled: boolean;
};

/** Visits still to come: scheduled, or paused after the card failed (decision 122). */
const COMING = ["scheduled", "paused"] as const;

export const comingFrom = (bookingId: string, from: string) =>
  and(eq(visits.bookingId, bookingId), inArray(visits.status, [...COMING]), gte(visits.day, from));

/**
 * In the caller's transaction: marks the booking cancelled (when and why; the first cancel's stay),
 * cancels its visits still to come from `from` on and gives their places back; done and skipped
 * visits stay. The first cancel of the booking queues plan.cancelled (keyed by the booking, as the
 * owner's email of a customer's cancel is); a later one, from an earlier day, cancels what is left.
 */
export async function cancelPlanIn(tx: Db, env: Pick<Env, "publicUrl">, cancel: PlanCancel): Promise<PlanCancelled> {
  const [booking] = await tx
    .update(bookings)
    .set({ cancelledAt: new Date(), cancelReason: cancel.reason })
    .where(and(eq(bookings.id, cancel.bookingId), eq(bookings.userId, cancel.userId), isNull(bookings.cancelledAt)))
    .returning({ id: bookings.id, leadId: bookings.leadId, formId: bookings.formId });
  const rows = await tx
    .update(visits)
    .set({ status: "cancelled" })
    .where(comingFrom(cancel.bookingId, cancel.from))
    .returning({ day: visits.day });
  // Ascending days, as a booking takes them (booking.service.ts).
  const days = rows.map((r) => r.day).sort();
  for (const day of new Set(days)) await givePlaces(tx, cancel.userId, day, days.filter((d) => d === day).length);
  if (booking) {
    await queuePlanCancelledWebhook(tx, {
      leadId: booking.leadId,
      formId: booking.formId,
      leadUrl: `${env.publicUrl}/forms/${booking.formId}/submissions`,
      bookingId: booking.id,
      cancelledBy: cancel.cancelledBy,
      reason: cancel.reason,
      cancelledVisits: rows.length,
    });
  }
  return { cancelled: rows.length, bookingCancelled: Boolean(booking) };
}

/** The key of a booking's cancel: its webhook and the owner's email of it go out once. */
export const planCancelledKey = (bookingId: string) => `plan-cancelled:${bookingId}`;

async function queuePlanCancelledWebhook(tx: Db, data: WebhookPlanCancelledData) {
  const userId = await formOwnerWanting(tx, data.formId, "plan.cancelled");
  if (!userId) return;
  const payload = { type: "plan.cancelled" as const, timestamp: new Date().toISOString(), data };
  await enqueueWebhookEvent(tx, { userId }, payload, planCancelledKey(data.bookingId));
}
