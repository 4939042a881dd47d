import type Stripe from "stripe";
import type { AppDeps } from "../../app-env";
import { applySubscription } from "../../billing/subscription-sync";
import { stripeFor } from "../../billing/stripe-client";
import { webhookEvents } from "../../db/schema/platform";
import { HttpError } from "../../lib/http-error";

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);

export type WebhookResult = { received: true; duplicate?: true; ignored?: true };

/**
 * Verifies Stripe's signature over the raw body, then applies the event once: the event id is
 * recorded in the same transaction as its effect, so a failure lets Stripe's retry apply it.
 */
export async function handleStripeWebhook(deps: AppDeps, payload: string, signature: string | undefined): Promise<WebhookResult> {
  const stripe = stripeFor(deps.env);
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(503, "The Stripe webhook secret is not configured on this server.");
  if (!signature) throw new HttpError(400, "Missing Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret);
  } catch {
    throw new HttpError(400, "Webhook signature verification failed.");
  }

  const subscription = await subscriptionOf(stripe, event);
  const stateAt = new Date(event.created * 1000);
  return deps.db.transaction(async (tx) => {
    const fresh = await tx.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (fresh.length === 0) return { received: true, duplicate: true } as const;
    if (!subscription) return { received: true, ignored: true } as const;
    const applied = await applySubscription(tx, subscription, stateAt);
    if (!applied) deps.logger.warn({ eventId: event.id, subscription: subscription.id }, "stripe event not applied (unknown owner or stale)");
    return { received: true } as const;
  });
}

/** The subscription an event is about; a completed checkout names it, so we fetch it. */
async function subscriptionOf(stripe: Stripe, event: Stripe.Event): Promise<Stripe.Subscription | null> {
  if (SUBSCRIPTION_EVENTS.has(event.type)) return event.data.object as Stripe.Subscription;
  if (event.type === "checkout.session.completed") {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== "subscription" || !session.subscription) return null;
    const id = typeof session.subscription === "string" ? session.subscription : session.subscription.id;
    return stripe.subscriptions.retrieve(id);
  }
  return null;
}
