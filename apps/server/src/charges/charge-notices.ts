import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { WebhookChargeData } from "@yq/form-schema/webhooks";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../billing/current-subscription";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import type { Env } from "../env";
import { customerPageUrl } from "../lib/customer-link";
import { customerReplyTo, notificationAddress, plainAddress } from "../mail/addresses";
import { brandOf, businessIdentity } from "../mail/business-identity";
import { chargeFailedEmail, chargeReceiptEmail } from "../mail/templates/charge-templates";
import { enqueueMessage } from "../outbox/enqueue";
import { enqueueWebhookEvent, formOwnerWanting } from "../webhooks/enqueue-webhook";
import { chargeView, type ChargeRow } from "./charge-outcome";
import { dayIn } from "./plan-pause";

// What a settled charge tells (docs/decisions/122): the customer's receipt or failure email and
// the owner's charge.succeeded / charge.failed webhooks, queued in the outbox in the transaction
// that settles it. Their dedupe keys name the charge and its attempt, so whichever path settles
// it (the run, the owner's action, Stripe's event) queues each once.

/** What the notices need of the server's settings: its address and the secret that signs page links. */
export type ChargeNoticeEnv = Pick<Env, "publicUrl" | "AUTH_SECRET" | "dataDir">;

/** The outbox keys of a charge's attempt: one receipt or failure email, one webhook event. */
const chargeNoticeKeys = (row: Pick<ChargeRow, "id" | "attempt">, paid: boolean) => ({
  email: `charge-${paid ? "receipt" : "failed"}:${row.id}:${row.attempt}`,
  webhook: `charge-${paid ? "succeeded" : "failed"}:${row.id}:${row.attempt}`,
});

/** Queues the notices of a charge just settled (succeeded, failed or requires_action). */
export async function queueChargeNotices(tx: Queryable, env: ChargeNoticeEnv, row: ChargeRow, now = new Date()) {
  const paid = row.status === "succeeded";
  if (!paid && row.status !== "failed" && row.status !== "requires_action") return;
  const db = tx as unknown as Db;
  const [record] = await db
    .select({
      formId: formSubmissions.formId,
      customerName: formSubmissions.customerName,
      customerEmail: formSubmissions.customerEmail,
      notificationSettings: forms.notificationSettings,
    })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(
      and(
        eq(formSubmissions.leadId, row.leadId),
        eq(formSubmissions.submissionStage, "complete"),
        eq(formSubmissions.isUpsell, false),
      ),
    );
  const [root] = await db
    .select({ isTest: formSubmissions.isTest })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, row.leadId));
  // An owner's test run from the preview tells no one.
  if (!record || root?.isTest) return;
  const keys = chargeNoticeKeys(row, paid);
  const to = plainAddress(record.customerEmail);
  if (to) {
    const business = await businessIdentity(db, row.userId);
    const brand = brandOf(business, env.publicUrl);
    const view = chargeView(row);
    const facts = {
      customerName: record.customerName,
      amountCents: row.amountCents,
      label: view.label,
      chargedOn: calendarDayText(dayIn(business.timeZone, now)),
      paymentId: row.stripePaymentIntentId,
      pageUrl: customerPageUrl(env, row.leadId, now.getTime()),
    };
    const content = paid
      ? chargeReceiptEmail(facts, brand)
      : chargeFailedEmail(
          {
            ...facts,
            reason: row.failureMessage,
            nextTry: row.nextRetryAt ? calendarDayText(dayIn(business.timeZone, row.nextRetryAt)) : null,
          },
          brand,
        );
    await enqueueMessage(db, {
      dedupeKey: keys.email,
      kind: paid ? "charge_receipt" : "charge_failed",
      to,
      replyTo: customerReplyTo(notificationAddress(record.notificationSettings?.email), business) ?? undefined,
      fromName: brand?.name,
      ...content,
    });
  }
  const type = paid ? "charge.succeeded" : "charge.failed";
  const userId = await formOwnerWanting(db, record.formId, type);
  if (!userId) return;
  const data: WebhookChargeData = {
    leadId: row.leadId,
    formId: record.formId,
    leadUrl: `${env.publicUrl}/forms/${record.formId}/submissions`,
    charge: chargeView(row),
  };
  await enqueueWebhookEvent(db, { userId }, { type, timestamp: now.toISOString(), data }, keys.webhook);
}
