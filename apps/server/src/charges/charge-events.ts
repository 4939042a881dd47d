import { isUuid } from "@yq/form-schema/ids";
import type { ChargeStatus } from "@yq/form-schema/charges";
import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import type { Queryable } from "../billing/current-subscription";
import { charges } from "../db/schema/charges";
import { profiles } from "../db/schema/profiles";
import { outcomeOf } from "./charge-outcome";
import type { ChargeNoticeEnv } from "./charge-notices";
import { afterSettled } from "./charge-settled";

export const PAYMENT_INTENT_EVENTS = new Set(["payment_intent.succeeded", "payment_intent.payment_failed"]);

// A success is the truth whatever was recorded before it (a homeowner may confirm a payment their
// bank held); a failure only settles a charge still pending, so a late one never undoes a success.
const MAY_BECOME: Record<"succeeded" | "failed", ChargeStatus[]> = {
  succeeded: ["pending", "failed", "requires_action"],
  failed: ["pending"],
};

/**
 * Applies a signed connected-account payment_intent event (payments/connect-webhook.ts) to the
 * charge its metadata names: only one of the owner of that account, for the charge's own amount
 * in dollars, and its own intent once one is recorded. True when the charge is in the state the
 * event tells, whether this event or an earlier one put it there. A change it makes is followed
 * in the same transaction by its retry or pause and, given `env` (the server's settings, for the
 * links in the emails), its receipt or failure notices (charge-settled.ts), as when the server
 * records Stripe's answer itself: each is queued once, whichever comes first.
 */
export async function applyPaymentIntentEvent(
  tx: Queryable,
  account: string,
  type: string,
  intent: Stripe.PaymentIntent,
  env?: ChargeNoticeEnv,
): Promise<boolean> {
  const chargeId = intent.metadata?.chargeId;
  if (!chargeId || !isUuid(chargeId)) return false;
  const [row] = await tx
    .select({ charge: charges, accountId: profiles.stripeAccountId })
    .from(charges)
    .innerJoin(profiles, eq(profiles.id, charges.userId))
    .where(eq(charges.id, chargeId));
  if (!row || row.accountId !== account) return false;
  const { charge } = row;
  if (intent.amount !== charge.amountCents || intent.currency !== "usd") return false;
  if (intent.metadata?.attempt !== String(charge.attempt)) return false;
  if (charge.stripePaymentIntentId && charge.stripePaymentIntentId !== intent.id) return false;
  const outcome = outcomeOf(intent);
  const told = type === "payment_intent.succeeded" ? "succeeded" : "failed";
  if ((told === "succeeded") !== (outcome.status === "succeeded") || outcome.status === "pending") return false;
  const updated = await tx
    .update(charges)
    .set({
      status: outcome.status,
      stripePaymentIntentId: intent.id,
      failureMessage: outcome.failureMessage,
      updatedAt: new Date(),
    })
    .where(and(eq(charges.id, charge.id), inArray(charges.status, MAY_BECOME[told])))
    .returning();
  if (updated[0]) {
    await afterSettled(tx, env ?? null, charge.status, updated[0]);
    return true;
  }
  return charge.status === outcome.status || (told === "succeeded" && charge.status === "refunded");
}
