import { chargeLabel, type ChargeStatus, type ChargeView } from "@yq/form-schema/charges";
import type Stripe from "stripe";
import type { charges } from "../db/schema/charges";

export type ChargeRow = typeof charges.$inferSelect;

const DECLINED = "The card was declined.";

/**
 * What a PaymentIntent's state means for its charge. Off-session, a bank that wants the
 * homeowner to confirm answers authentication_required (the intent goes back to
 * requires_payment_method, or requires_action on older API versions): that is requires_action,
 * which only the homeowner can clear, not a decline a retry may fix. Still running is pending.
 */
export function outcomeOf(intent: Pick<Stripe.PaymentIntent, "status" | "last_payment_error">): {
  status: ChargeStatus;
  failureMessage: string | null;
} {
  const error = intent.last_payment_error;
  if (intent.status === "succeeded") return { status: "succeeded", failureMessage: null };
  if (intent.status === "requires_action" || error?.code === "authentication_required") {
    return {
      status: "requires_action",
      failureMessage: error?.message ?? "The bank asks the customer to confirm this payment.",
    };
  }
  if (intent.status === "requires_payment_method" || intent.status === "canceled") {
    return { status: "failed", failureMessage: error?.message ?? DECLINED };
  }
  return { status: "pending", failureMessage: null };
}

export function chargeView(row: ChargeRow): ChargeView {
  return {
    id: row.id,
    leadId: row.leadId,
    visitId: row.visitId,
    kind: row.kind,
    label: chargeLabel(row.kind, row.dueOn, row.period),
    dueOn: row.dueOn,
    amountCents: row.amountCents,
    status: row.status,
    failureMessage: row.failureMessage,
    attempt: row.attempt,
    nextRetryAt: row.nextRetryAt?.toISOString() ?? null,
    stripePaymentIntentId: row.stripePaymentIntentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
