import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../app-env";
import type { Queryable } from "../billing/current-subscription";
import { stripeFor } from "../billing/stripe-client";
import { charges } from "../db/schema/charges";
import { HttpError } from "../lib/http-error";
import { outcomeOf, type ChargeRow } from "./charge-outcome";
import { afterSettled } from "./charge-settled";
import { savedCard, type SavedCard } from "./saved-card";

const STRIPE_SILENT =
  "Stripe did not answer. The charge is kept and checked again on the next try; it will not be taken twice.";

// Stripe keeps an idempotency key's result for at least 24 hours; a pending charge older than
// this is looked up by listing the customer's intents instead of trusting the key's replay.
const KEY_KEPT_MS = 23 * 60 * 60 * 1000;

/**
 * The Idempotency-Key of a visit's nth charge attempt. It names the visit, never the moment, so
 * every server and every restart sends the same key for the same attempt and Stripe runs it once.
 */
export const visitChargeKey = (visitId: string, attempt: number) => `yq-charge-visit-${visitId}-${attempt}`;

/**
 * The key of any charge's nth attempt (decision 121): a visit's names the visit (the first
 * attempt's key unchanged since visits were first charged), an instalment's or a month's names
 * the lead and its period, so two processes creating the same charge write the same key.
 */
export function chargeKey(charge: Pick<ChargeRow, "id" | "visitId" | "leadId" | "period">, attempt: number): string {
  if (charge.visitId) return visitChargeKey(charge.visitId, attempt);
  if (charge.period) return `yq-charge-lead-${charge.leadId}-${charge.period}-${attempt}`;
  return `yq-charge-${charge.id}-${attempt}`;
}

/**
 * Sends a pending charge to Stripe with its own key and records the answer; any other charge is
 * answered as it is. The request is made only from the row, so a repeat sends the same
 * parameters and Stripe replays its first answer rather than charging again.
 */
export async function settleCharge(deps: AppDeps, row: ChargeRow, now = new Date()): Promise<ChargeRow> {
  if (row.status !== "pending") return row;
  const card = await savedCard(deps, row.userId, row.leadId);
  const stripe = await stripeFor(deps.env);
  const onAccount = { stripeAccount: card.accountId };
  if (Date.now() - row.updatedAt.getTime() > KEY_KEPT_MS) {
    const found = await findIntent(stripe, row, card);
    if (found) return record(deps, row, found, now);
  }
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: row.amountCents,
        currency: "usd",
        customer: card.customerId,
        payment_method: card.paymentMethodId,
        off_session: true,
        confirm: true,
        metadata: { chargeId: row.id, attempt: String(row.attempt), leadId: row.leadId, visitId: row.visitId ?? "" },
      },
      { ...onAccount, idempotencyKey: row.idempotencyKey },
    );
    return record(deps, row, intent, now);
  } catch (error) {
    const failure = error as Stripe.errors.StripeError;
    // A decline or a bank asking for the homeowner: the intent comes with the error.
    if (failure.type === "StripeCardError" && failure.payment_intent) {
      return record(deps, row, failure.payment_intent, now, failure.message);
    }
    // The key was used with other parameters (the card changed since): what it ran is Stripe's.
    if (failure.type === "StripeIdempotencyError") {
      const found = await findIntent(stripe, row, card);
      if (found) return record(deps, row, found, now);
    }
    // Refused before it ran (the card is no longer on the account): nothing was charged.
    if (failure.type === "StripeInvalidRequestError")
      return settle(deps, row, now, { failureMessage: failure.message });
    deps.logger.warn({ chargeId: row.id, err: failure.message }, "stripe charge not answered; left pending");
    throw new HttpError(502, STRIPE_SILENT);
  }
}

/** The intent a charge's attempt made, found by its metadata among the customer's intents. */
async function findIntent(stripe: Stripe, row: ChargeRow, card: SavedCard): Promise<Stripe.PaymentIntent | null> {
  const list = stripe.paymentIntents.list({ customer: card.customerId, limit: 100 }, { stripeAccount: card.accountId });
  for await (const intent of list) {
    if (intent.metadata?.chargeId === row.id && intent.metadata?.attempt === String(row.attempt)) return intent;
  }
  return null;
}

/** Records Stripe's answer on a pending charge; one recorded first (its webhook) stays. */
function record(deps: AppDeps, row: ChargeRow, intent: Stripe.PaymentIntent, now: Date, message?: string) {
  const outcome = outcomeOf(intent);
  const failureMessage = outcome.failureMessage && message ? message : outcome.failureMessage;
  return settle(deps, row, now, { status: outcome.status, stripePaymentIntentId: intent.id, failureMessage });
}

/**
 * Moves a pending charge to its outcome and, in the same transaction, plans what follows
 * (charge-settled.ts): its retry or the plan's pause, and its notices. Only the one change from
 * pending does it; anyone later reads the row as it is.
 */
async function settle(
  deps: AppDeps,
  row: ChargeRow,
  now: Date,
  change: Partial<Pick<ChargeRow, "status" | "stripePaymentIntentId" | "failureMessage">>,
): Promise<ChargeRow> {
  const settled = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(charges)
      .set({ status: "failed", ...change, updatedAt: new Date() })
      .where(and(eq(charges.id, row.id), eq(charges.status, "pending")))
      .returning();
    return updated ? afterSettled(tx, deps.env, "pending", updated, now) : null;
  });
  return settled ?? (await currentCharge(deps.db, row.id));
}

const currentCharge = async (db: Queryable, id: string) =>
  (await db.select().from(charges).where(eq(charges.id, id)))[0]!;
