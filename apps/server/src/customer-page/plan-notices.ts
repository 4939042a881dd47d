import { APP_PATHS } from "@yq/form-schema/app-paths";
import { canSendNotifications } from "@yq/form-schema/email-format";
import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import { scheduleText } from "@yq/form-schema/scheduling/schedule-words";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { customerReplyTo, notificationAddress, plainAddress } from "../mail/addresses";
import { brandOf } from "../mail/business-identity";
import {
  customerPlanLink,
  ownerPlanCancelled,
  ownerRescheduleAsked,
  type PlanFacts,
} from "../mail/templates/customer-page-templates";
import { enqueueMessage } from "../outbox/enqueue";
import { planCancelledKey } from "../scheduling/plan-cancel";
import type { PlanData } from "./plan-data";

// What the customer's actions tell, queued in the action's own transaction (both or neither):
// the owner's emails and a fresh link to the customer.

type NoticeEnv = Pick<Env, "publicUrl">;

/**
 * The owner hears a customer's action where their lead alerts go; with alerts off, at the
 * account's own address, since a cancelled plan or a visit to move needs them either way.
 */
function ownerAddress(plan: PlanData): string | null {
  const alerts = canSendNotifications({ email: plan.notificationEmail, notifications_enabled: plan.notificationsOn });
  return (alerts ? notificationAddress(plan.notificationEmail) : null) ?? plainAddress(plan.business.accountEmail);
}

const leadUrl = (env: NoticeEnv, plan: PlanData) => `${env.publicUrl}/forms/${plan.formId}/submissions`;

function facts(env: NoticeEnv, plan: PlanData): PlanFacts {
  return {
    contact: { ...plan.contact, email: plainAddress(plan.contact.email) },
    serviceName: plan.serviceName,
    address: plan.address,
    scheduleText: plan.booking ? scheduleText(plan.booking.plan, plan.booking.firstDay, plan.visits.length) : null,
    leadUrl: leadUrl(env, plan),
  };
}

export async function queueRescheduleAsked(
  tx: Db,
  env: NoticeEnv,
  plan: PlanData,
  ask: { visitId: string; day: string; note: string; askedAt: Date },
) {
  const to = ownerAddress(plan);
  if (!to) return;
  const content = ownerRescheduleAsked({
    ...facts(env, plan),
    dayText: calendarDayText(ask.day),
    note: ask.note,
    scheduleUrl: `${env.publicUrl}${APP_PATHS.schedule}?week=${ask.day}`,
  });
  await enqueueMessage(tx, {
    dedupeKey: `reschedule-asked:${ask.visitId}:${ask.askedAt.toISOString()}`,
    kind: "reschedule_asked",
    to,
    replyTo: plainAddress(plan.contact.email) ?? undefined,
    ...content,
  });
}

/** The owner's "plan cancelled" email; the plan.cancelled webhook goes with the cancel itself (scheduling/plan-cancel.ts). */
export async function queuePlanCancelled(
  tx: Db,
  env: NoticeEnv,
  plan: PlanData,
  cancel: { bookingId: string; reason: string; cancelledVisits: number },
) {
  const to = ownerAddress(plan);
  if (!to) return;
  await enqueueMessage(tx, {
    dedupeKey: planCancelledKey(cancel.bookingId),
    kind: "plan_cancelled",
    to,
    replyTo: plainAddress(plan.contact.email) ?? undefined,
    ...ownerPlanCancelled({ ...facts(env, plan), reason: cancel.reason, cancelledVisits: cancel.cancelledVisits }),
  });
}

/** "Your link to your plan", as the business, to the address on the lead. */
export async function queuePlanLink(db: Db, env: NoticeEnv, plan: PlanData, to: string, url: string) {
  const brand = brandOf(plan.business, env.publicUrl);
  await enqueueMessage(db, {
    dedupeKey: `plan-link:${plan.leadId}:${crypto.randomUUID()}`,
    kind: "plan_link",
    to,
    replyTo: customerReplyTo(notificationAddress(plan.notificationEmail), plan.business) ?? undefined,
    fromName: brand?.name,
    ...customerPlanLink({ customerName: plan.contact.name, url }, brand),
  });
}
