import type Stripe from "stripe";
import { z } from "zod";
import type { AppDeps } from "../app-env";
import { NOT_AN_EVENT, stripeSeconds as seconds, verifiedStripeEvent } from "../billing/stripe-events";
import { cardUpdated } from "../charges/card-updated";
import { applyPaymentIntentEvent, PAYMENT_INTENT_EVENTS } from "../charges/charge-events";
import { eq } from "drizzle-orm";
import { webhookEvents } from "../db/schema/platform";
import { HttpError } from "../lib/http-error";
import { cardUpdateLead, isCardUpdate } from "./card-update";
import { applyAccountState } from "./connect-account";
import { capturedCard } from "./saved-card-capture";
import { applyCompletedSession } from "./session-completed";

// Events of owners' connected accounts arrive at their own endpoint, signed with its own secret
// (STRIPE_CONNECT_WEBHOOK_SECRET), and name the account they happened on. A signature proves
// Stripe sent the event; every owner's account is connected to us, so what it says is checked
// against that owner's data before anything changes (session-completed.ts).
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: seconds,
  account: z.string().min(1).max(255),
  data: z.object({ object: z.looseObject({}) }),
});
const accountShape = z.looseObject({
  id: z.string().min(1).max(255),
  details_submitted: z.boolean().nullish(),
  charges_enabled: z.boolean().nullish(),
  payouts_enabled: z.boolean().nullish(),
  requirements: z.looseObject({ disabled_reason: z.string().max(255).nullish() }).nullish(),
});
const sessionShape = z.looseObject({
  id: z.string().min(1).max(255),
  mode: z.string().max(32),
  status: z.string().max(32).nullish(),
  payment_status: z.string().max(32).nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().max(8).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_intent: z.union([z.string().max(255), z.looseObject({ id: z.string().max(255) })]).nullish(),
  setup_intent: z.union([z.string().max(255), z.looseObject({ id: z.string().max(255) })]).nullish(),
});
const intentShape = z.looseObject({
  id: z.string().min(1).max(255),
  status: z.string().max(64),
  amount: z.number().int(),
  currency: z.string().max(8),
  metadata: z.record(z.string(), z.string()).nullish(),
});
const SESSION_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export type ConnectWebhookResult = { received: true; duplicate?: true; ignored?: true };

/** Verifies and applies one connected-account event, once (its id is stored with its effect). */
export async function handleConnectWebhook(
  deps: AppDeps,
  payload: string,
  signature: string | undefined,
): Promise<ConnectWebhookResult> {
  const event = await verifiedStripeEvent(deps, payload, signature, {
    secret: deps.env.STRIPE_CONNECT_WEBHOOK_SECRET,
    endpoint: "Stripe Connect",
  });
  const parsed = eventShape.safeParse(event);
  if (!parsed.success) throw new HttpError(400, NOT_AN_EVENT);
  const { account } = parsed.data;
  const object = event.data.object;
  const shape =
    event.type === "account.updated"
      ? accountShape
      : SESSION_EVENTS.has(event.type)
        ? sessionShape
        : PAYMENT_INTENT_EVENTS.has(event.type)
          ? intentShape
          : null;
  if (shape && !shape.safeParse(object).success) throw new HttpError(400, NOT_AN_EVENT);
  const stateAt = new Date(event.created * 1000);
  const session = SESSION_EVENTS.has(event.type) ? (object as Stripe.Checkout.Session) : null;
  // A card kept by the session is read from Stripe before the transaction (saved-card-capture.ts).
  const card = session ? await capturedCard(deps, account, session) : null;
  let cardUpdateOf: string | null = null;

  const result = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return { received: true, duplicate: true } as const;
    let applied = false;
    if (event.type === "account.updated") {
      const state = object as Stripe.Account;
      // An event names the account it happened on; one about another account changes nothing.
      applied = state.id === account && (await applyAccountState(tx, state, stateAt));
    } else if (session && isCardUpdate(session)) {
      cardUpdateOf = card ? await cardUpdateLead(tx, account, session) : null;
      applied = cardUpdateOf !== null;
    } else if (session) {
      applied = await applyCompletedSession(deps, tx, account, session, stateAt, card);
    } else if (PAYMENT_INTENT_EVENTS.has(event.type)) {
      // Off-session charges of a saved card (charges/): their outcome, when the call's was lost.
      applied = await applyPaymentIntentEvent(tx, account, event.type, object as Stripe.PaymentIntent, deps.env);
    } else {
      return { received: true, ignored: true } as const;
    }
    if (!applied)
      deps.logger.warn({ eventId: event.id, type: event.type, account }, "stripe connect event not applied");
    return applied ? ({ received: true } as const) : ({ received: true, ignored: true } as const);
  });
  if (cardUpdateOf && card) {
    // After the commit: charges/ retries the failed charges on Stripe and must not run inside
    // this transaction. If it fails, the event is forgotten so Stripe's next delivery applies it.
    try {
      await cardUpdated(deps, { leadId: cardUpdateOf, ...card });
    } catch (error) {
      await deps.db.delete(webhookEvents).where(eq(webhookEvents.id, event.id));
      throw error;
    }
  }
  return result;
}
