import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { visits } from "../db/schema/scheduling";
import { HttpError } from "../lib/http-error";
import { givePlaces } from "../scheduling/day-places";
import { cancelPlanIn } from "../scheduling/plan-cancel";
import { PAGE_NOT_FOUND, type PlanData, type PlanVisit } from "./plan-data";
import { queuePlanCancelled, queueRescheduleAsked } from "./plan-notices";
import { canSkip, cutoffText } from "./skip-rule";

// The customer's own changes to their plan (decision 122). Each works only on the visits and the
// booking of the lead the page's link names: another lead's visit is a missing one.

export const NOTE_MAX = 500;

const call = (plan: PlanData) =>
  plan.business.phone
    ? `Call ${plan.business.name ?? "the business"} at ${plan.business.phone}`
    : `Reply to one of ${plan.business.name ?? "the business"}'s emails`;

/** The plan's visit, or 404 (another lead's, or none). */
function visitOf(plan: PlanData, visitId: string): PlanVisit {
  const visit = plan.visits.find((v) => v.id === visitId);
  if (!visit) throw new HttpError(404, PAGE_NOT_FOUND);
  return visit;
}

/** Why a visit cannot be skipped now, in the customer's words; null when it can. */
export function skipRefusal(plan: PlanData, visit: PlanVisit, now = new Date()): string | null {
  if (visit.status !== "scheduled" || visit.day < plan.today) return "Only a visit still ahead can be skipped.";
  if (plan.booking?.cancelledAt) return "This plan is cancelled.";
  if (!canSkip(visit.day, plan.business.timeZone, plan.skipCutoffHours, now))
    return `Too late to skip online: skipping closes ${cutoffText(plan.skipCutoffHours)} before the visit's day. ${call(plan)} to change it.`;
  return null;
}

/** Skips a visit still ahead, before the cut-off; its place on the day is given back. */
export async function skipVisit(deps: AppDeps, plan: PlanData, visitId: string, now = new Date()) {
  const visit = visitOf(plan, visitId);
  if (visit.status === "skipped") return;
  const refusal = skipRefusal(plan, visit, now);
  if (refusal) throw new HttpError(409, refusal);
  await deps.db.transaction(async (tx) => {
    // Only while still scheduled: the owner may have marked or moved it since the page was read.
    const [skipped] = await tx
      .update(visits)
      .set({ status: "skipped" })
      .where(and(eq(visits.id, visit.id), eq(visits.leadId, plan.leadId), eq(visits.status, "scheduled")))
      .returning({ day: visits.day });
    if (skipped) await givePlaces(tx, plan.userId, skipped.day);
  });
}

/** Why the customer cannot ask to move a visit; null when they can. */
export function rescheduleRefusal(plan: PlanData, visit: PlanVisit): string | null {
  if (plan.booking?.cancelledAt) return "This plan is cancelled.";
  if (!["scheduled", "paused"].includes(visit.status) || visit.day < plan.today)
    return "Only a visit still ahead can be moved.";
  if (visit.rescheduleAskedAt)
    return `You already asked to move this visit. ${plan.business.name ?? "The business"} will be in touch.`;
  return null;
}

/** Records the customer's ask to move a visit, with their note, and tells the owner. */
export async function askReschedule(deps: AppDeps, plan: PlanData, visitId: string, rawNote: string) {
  const visit = visitOf(plan, visitId);
  const refusal = rescheduleRefusal(plan, visit);
  if (refusal) throw new HttpError(409, refusal);
  const note = rawNote.trim();
  if (!note) throw new HttpError(422, "Write a short note: which days suit you better, or what has changed.");
  if (note.length > NOTE_MAX) throw new HttpError(422, `Keep the note under ${NOTE_MAX} characters.`);
  await deps.db.transaction(async (tx) => {
    const askedAt = new Date();
    const [asked] = await tx
      .update(visits)
      .set({ rescheduleAskedAt: askedAt, rescheduleNote: note })
      .where(and(eq(visits.id, visit.id), eq(visits.leadId, plan.leadId), isNull(visits.rescheduleAskedAt)))
      .returning({ day: visits.day });
    if (asked) await queueRescheduleAsked(tx, deps.env, plan, { visitId: visit.id, day: asked.day, note, askedAt });
  });
}

/**
 * Cancels the plan: the visits from today on that are still to come (scheduled or paused) are
 * cancelled and their places given back, the same way as the owner's "cancel the rest"
 * (scheduling/plan-cancel.ts); done and skipped visits stay. The booking keeps when and why,
 * and the owner hears it by email and webhook. Cancelling twice changes nothing.
 */
export async function cancelPlan(deps: AppDeps, plan: PlanData, rawReason: string): Promise<number> {
  const booking = plan.booking;
  if (!booking) throw new HttpError(409, `Nothing is booked yet, so there is nothing to cancel online. ${call(plan)}.`);
  const reason = rawReason.trim();
  if (!reason) throw new HttpError(422, "Tell us why you are cancelling: a few words are enough.");
  if (reason.length > NOTE_MAX) throw new HttpError(422, `Keep the reason under ${NOTE_MAX} characters.`);
  if (booking.cancelledAt) return 0;
  return deps.db.transaction(async (tx) => {
    const { cancelled, bookingCancelled } = await cancelPlanIn(tx, deps.env, {
      userId: plan.userId,
      bookingId: booking.id,
      from: plan.today,
      reason,
      cancelledBy: "customer",
    });
    // Cancelled by someone else meanwhile (the owner, or a second tab): they were told then.
    if (!bookingCancelled) return cancelled;
    await queuePlanCancelled(tx, deps.env, plan, { bookingId: booking.id, reason, cancelledVisits: cancelled });
    return cancelled;
  });
}
