import { isUuid } from "@yq/form-schema/ids";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../app-env";
import { recordAudit, type AuditBy } from "../audit/audit.service";
import { stripeFor } from "../billing/stripe-client";
import { charges } from "../db/schema/charges";
import { profiles } from "../db/schema/profiles";
import { HttpError } from "../lib/http-error";
import type { ChargeRow } from "./charge-outcome";

export const CHARGE_NOT_FOUND = "This charge was not found.";
export const NOT_REFUNDABLE = "Only a charge that went through can be refunded.";
const ACCOUNT_CHANGED =
  "This charge was taken on a Stripe account no longer connected; refund it from that Stripe account.";

/**
 * Refunds a charge in full on the owner's connected account. Another owner's charge is a 404.
 * Its key names the charge, so a repeat (two clicks, a retry) returns the same refund. The
 * change to refunded and its audit entry are stored together, once: a repeat records nothing.
 */
export async function refundCharge(deps: AppDeps, userId: string, chargeId: string, by: AuditBy): Promise<ChargeRow> {
  if (!isUuid(chargeId)) throw new HttpError(404, CHARGE_NOT_FOUND);
  const [row] = await deps.db
    .select({ charge: charges, accountId: profiles.stripeAccountId })
    .from(charges)
    .innerJoin(profiles, eq(profiles.id, charges.userId))
    .where(and(eq(charges.id, chargeId), eq(charges.userId, userId)));
  if (!row) throw new HttpError(404, CHARGE_NOT_FOUND);
  const { charge } = row;
  if (charge.status === "refunded") return charge;
  if (charge.status !== "succeeded" || !charge.stripePaymentIntentId) throw new HttpError(409, NOT_REFUNDABLE);
  if (!row.accountId) throw new HttpError(409, ACCOUNT_CHANGED);
  const stripe = await stripeFor(deps.env);
  try {
    await stripe.refunds.create(
      { payment_intent: charge.stripePaymentIntentId, amount: charge.amountCents, metadata: { chargeId } },
      { stripeAccount: row.accountId, idempotencyKey: `yq-refund-charge-${chargeId}` },
    );
  } catch (error) {
    const failure = error as Stripe.errors.StripeError;
    // Refunded already (from Stripe's dashboard, or a first try whose answer was lost).
    if (failure.code !== "charge_already_refunded") {
      if (failure.code === "resource_missing") throw new HttpError(409, ACCOUNT_CHANGED);
      throw new HttpError(502, "Stripe did not refund this charge. Please try again.");
    }
  }
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(charges)
      .set({ status: "refunded", updatedAt: new Date() })
      .where(and(eq(charges.id, chargeId), eq(charges.status, "succeeded")))
      .returning();
    if (!updated) return (await tx.select().from(charges).where(eq(charges.id, chargeId)))[0]!;
    await recordAudit(tx, {
      ...by,
      action: "charge.refunded",
      targetId: chargeId,
      details: {
        leadId: charge.leadId,
        amountCents: charge.amountCents,
        paymentIntentId: charge.stripePaymentIntentId,
      },
    });
    return updated;
  });
}
