import { canSendNotifications } from "@yq/form-schema/email-format";
import { isUuid } from "@yq/form-schema/ids";
import { paymentText, type PaymentStatus } from "@yq/form-schema/payment-words";
import { readFormDocument } from "@yq/form-schema/read-form";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../app-env";
import type { Queryable } from "../billing/current-subscription";
import { forms } from "../db/schema/forms";
import { profiles } from "../db/schema/profiles";
import { formSubmissions } from "../db/schema/submissions";
import type { Db } from "../db/client";
import { brandOf, businessIdentity } from "../mail/business-identity";
import { customerReplyTo, notificationAddress, plainAddress } from "../mail/addresses";
import { enqueueMessage } from "../outbox/enqueue";
import { customerPaymentReceipt, ownerPaymentAlert } from "../mail/templates/payment-templates";
import type { CapturedCard } from "./saved-card-capture";

type Record = typeof formSubmissions.$inferSelect;

/**
 * The status a completed session gives the lead, or null when the session is not the one the lead
 * asked for: the lead's own session (its id), the kind asked (setup for a card, payment
 * otherwise), paid in full, for exactly the amount the server computed, in dollars.
 */
function outcomeOf(record: Record, session: Stripe.Checkout.Session): PaymentStatus | null {
  if (record.paymentSessionId !== session.id) return null;
  if (record.paymentKind === "card") {
    return session.mode === "setup" && session.status === "complete" ? "card_saved" : null;
  }
  const paid =
    session.mode === "payment" &&
    session.payment_status === "paid" &&
    session.amount_total === record.paymentAmountCents &&
    session.currency === "usd";
  return paid ? "paid" : null;
}

/**
 * Marks the lead paid or its card saved from a signed connected-account event. Only forward:
 * awaiting becomes paid / card_saved, never back, so duplicates and late or out-of-order events
 * change nothing. The event's account must be the lead's owner's. A recurring plan's payment
 * keeps its card (`card`, read from Stripe by saved-card-capture.ts) on the record with the
 * status, for the plan's later charges (charges/saved-card.ts). False when not applied.
 */
export async function applyCompletedSession(
  deps: AppDeps,
  tx: Queryable,
  account: string,
  session: Stripe.Checkout.Session,
  stateAt: Date,
  card: CapturedCard | null = null,
): Promise<boolean> {
  const submissionId = session.metadata?.submissionId;
  if (!submissionId || !isUuid(submissionId)) return false;
  const [row] = await tx
    .select({ record: formSubmissions, form: forms, profile: profiles })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .innerJoin(profiles, eq(profiles.id, forms.userId))
    .where(eq(formSubmissions.id, submissionId));
  if (!row || row.profile.stripeAccountId !== account || row.record.paymentStatus !== "awaiting") return false;
  const status = outcomeOf(row.record, session);
  if (!status) return false;
  const updated = await tx
    .update(formSubmissions)
    .set({
      paymentStatus: status,
      paymentUpdatedAt: stateAt,
      ...(card ? { paymentCustomerId: card.customerId, paymentMethodId: card.paymentMethodId } : {}),
    })
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.paymentStatus, "awaiting")))
    .returning({ id: formSubmissions.id });
  if (updated.length === 0) return false;
  await queuePaymentMails(deps, tx, { ...row, record: { ...row.record, paymentStatus: status } });
  return true;
}

/** The customer's receipt and the owner's alert, queued with the change (both or neither). */
async function queuePaymentMails(
  deps: AppDeps,
  tx: Queryable,
  { record, form, profile }: { record: Record; form: typeof forms.$inferSelect; profile: typeof profiles.$inferSelect },
) {
  const doc = readFormDocument(form);
  const payment = paymentText(record.paymentStatus, record.paymentKind, record.paymentAmountCents) ?? "";
  const facts = {
    formName: doc.name,
    leadUrl: `${deps.env.publicUrl}/forms/${form.id}/submissions`,
    customerName: record.customerName,
    payment,
    charged: record.paymentKind !== "card",
  };
  const ownerEmail = canSendNotifications(doc.notificationSettings)
    ? plainAddress(doc.notificationSettings.email)
    : null;
  const customerEmail = plainAddress(record.customerEmail);
  const db = tx as unknown as Db;
  if (customerEmail) {
    // Sent as the business and answered by it.
    const business = await businessIdentity(db, profile.id);
    const brand = brandOf(business, deps.env.publicUrl);
    await enqueueMessage(db, {
      dedupeKey: `payment-receipt:${record.id}`,
      kind: "payment_receipt",
      to: customerEmail,
      replyTo: customerReplyTo(notificationAddress(doc.notificationSettings.email), business) ?? undefined,
      fromName: brand?.name,
      ...customerPaymentReceipt(facts, brand),
    });
  }
  if (ownerEmail) {
    await enqueueMessage(db, {
      dedupeKey: `payment-alert:${record.id}`,
      kind: "payment_alert",
      to: ownerEmail,
      replyTo: customerEmail ?? undefined,
      ...ownerPaymentAlert(facts),
    });
  }
}
