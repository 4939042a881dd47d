import { isUuid } from "@yq/form-schema/ids";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../app-env";
import type { Queryable } from "../billing/current-subscription";
import { stripeFor } from "../billing/stripe-client";
import { charges } from "../db/schema/charges";
import { visits } from "../db/schema/scheduling";
import { HttpError } from "../lib/http-error";
import { outcomeOf, type ChargeRow } from "./charge-outcome";
import { savedCard, type SavedCard } from "./saved-card";

export const VISIT_NOT_FOUND = "This visit was not found.";
export const NOT_DONE = "Only a visit marked done is charged.";
export const NO_PRICE = "This visit has no price of at least $0.50 to charge.";
const STRIPE_SILENT =
  "Stripe did not answer. The charge is kept and checked again on the next try; it will not be taken twice.";

// Stripe's smallest card charge in dollars.
const MIN_CENTS = 50;
// Stripe keeps an idempotency key's result for at least 24 hours; a pending charge older than
// this is looked up by listing the customer's intents instead of trusting the key's replay.
const KEY_KEPT_MS = 23 * 60 * 60 * 1000;

/**
 * The Idempotency-Key of a visit's nth charge attempt. It names the visit, never the moment, so
 * every server and every restart sends the same key for the same attempt and Stripe runs it once.
 */
export const visitChargeKey = (visitId: string, attempt: number) => `yq-charge-visit-${visitId}-${attempt}`;

const chargeOfVisit = async (db: Queryable, visitId: string) =>
  (await db.select().from(charges).where(eq(charges.visitId, visitId)))[0] ?? null;

/**
 * Charges a done visit's stored price to its lead's saved card, off-session on the owner's
 * connected account, once. The charge row (with its unique key) is written before Stripe is
 * called; a visit charged already answers its charge, and a charge left pending (a crash, a
 * timeout, a second server) is settled with the same key, so Stripe replays the first result.
 */
export async function chargeVisit(deps: AppDeps, visitId: string): Promise<ChargeRow> {
  if (!isUuid(visitId)) throw new HttpError(404, VISIT_NOT_FOUND);
  const [visit] = await deps.db.select().from(visits).where(eq(visits.id, visitId));
  if (!visit) throw new HttpError(404, VISIT_NOT_FOUND);
  const existing = await chargeOfVisit(deps.db, visitId);
  if (existing) return settleCharge(deps, existing);
  if (visit.status !== "done") throw new HttpError(409, NOT_DONE);
  // The price the server stored when the visit was booked (scheduling/booking.service.ts).
  const amountCents = visit.priceCents;
  if (!amountCents || amountCents < MIN_CENTS) throw new HttpError(409, NO_PRICE);
  // Refused before a row is written: no card, or an owner whose account cannot take charges.
  await savedCard(deps, visit.userId, visit.leadId);
  await deps.db
    .insert(charges)
    .values({
      userId: visit.userId,
      leadId: visit.leadId,
      visitId,
      kind: "visit",
      amountCents,
      idempotencyKey: visitChargeKey(visitId, 1),
    })
    .onConflictDoNothing();
  const row = await chargeOfVisit(deps.db, visitId);
  if (!row) throw new HttpError(404, VISIT_NOT_FOUND);
  return settleCharge(deps, row);
}

/**
 * Sends a pending charge to Stripe with its own key and records the answer; any other charge is
 * answered as it is. The request is made only from the row, so a repeat sends the same
 * parameters and Stripe replays its first answer rather than charging again.
 */
async function settleCharge(deps: AppDeps, row: ChargeRow): Promise<ChargeRow> {
  if (row.status !== "pending") return row;
  const card = await savedCard(deps, row.userId, row.leadId);
  const stripe = await stripeFor(deps.env);
  const onAccount = { stripeAccount: card.accountId };
  if (Date.now() - row.updatedAt.getTime() > KEY_KEPT_MS) {
    const found = await findIntent(stripe, row, card);
    if (found) return record(deps, row, found);
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
    return record(deps, row, intent);
  } catch (error) {
    const failure = error as Stripe.errors.StripeError;
    // A decline or a bank asking for the homeowner: the intent comes with the error.
    if (failure.type === "StripeCardError" && failure.payment_intent) {
      return record(deps, row, failure.payment_intent, failure.message);
    }
    // The key was used with other parameters (the card changed since): what it ran is Stripe's.
    if (failure.type === "StripeIdempotencyError") {
      const found = await findIntent(stripe, row, card);
      if (found) return record(deps, row, found);
    }
    // Refused before it ran (the card is no longer on the account): nothing was charged.
    if (failure.type === "StripeInvalidRequestError") return fail(deps, row, failure.message);
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
async function record(deps: AppDeps, row: ChargeRow, intent: Stripe.PaymentIntent, message?: string) {
  const outcome = outcomeOf(intent);
  const failureMessage = outcome.failureMessage && message ? message : outcome.failureMessage;
  const [updated] = await deps.db
    .update(charges)
    .set({ status: outcome.status, stripePaymentIntentId: intent.id, failureMessage, updatedAt: new Date() })
    .where(and(eq(charges.id, row.id), eq(charges.status, "pending")))
    .returning();
  return updated ?? (await current(deps.db, row.id));
}

async function fail(deps: AppDeps, row: ChargeRow, failureMessage: string) {
  const [updated] = await deps.db
    .update(charges)
    .set({ status: "failed", failureMessage, updatedAt: new Date() })
    .where(and(eq(charges.id, row.id), eq(charges.status, "pending")))
    .returning();
  return updated ?? (await current(deps.db, row.id));
}

const current = async (db: Queryable, id: string) => (await db.select().from(charges).where(eq(charges.id, id)))[0];
