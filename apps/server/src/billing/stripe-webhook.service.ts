import type Stripe from "stripe";
import { z } from "zod";
import type { AppDeps } from "../app-env";
import { applySubscription } from "./subscription-sync";
import { stripeFor } from "./stripe-client";
import { checkedShape, NOT_AN_EVENT, stripeSeconds as seconds, verifiedStripeEvent } from "./stripe-events";
import { webhookEvents } from "../db/schema/platform";
import { HttpError } from "../lib/http-error";

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);

// A signature proves who sent an event, not that its fields have the types we store (found by
// the fuzz tests: a signed event with `type: null` or an out-of-range date answered 500, and
// Stripe retries a 500 for days). Times are seconds up to the year 9999.
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: seconds,
  data: z.object({ object: z.looseObject({}) }),
});
const idRef = z.union([z.string().max(255), z.looseObject({ id: z.string().max(255) })]);
const subscriptionShape = z.looseObject({
  id: z.string().min(1).max(255),
  customer: idRef.nullish(),
  status: z.string().min(1).max(64),
  metadata: z.record(z.string(), z.string()).nullish(),
  trial_end: seconds.nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: seconds.nullish(),
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          price: z.looseObject({ id: z.string().max(255) }).nullish(),
          current_period_end: seconds.nullish(),
        }),
      ),
    })
    .nullish(),
});

export type WebhookResult = { received: true; duplicate?: true; ignored?: true };

/**
 * Verifies Stripe's signature over the raw body, then applies the event once: the event id is
 * recorded in the same transaction as its effect, so a failure lets Stripe's retry apply it.
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  payload: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  const event = await verifiedStripeEvent(deps, payload, signature, {
    secret: deps.env.STRIPE_WEBHOOK_SECRET,
    endpoint: "Stripe",
  });
  checkedShape(eventShape, event);

  const subscription = await subscriptionOf(await stripeFor(deps.env), event);
  const stateAt = new Date(event.created * 1000);
  return deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return { received: true, duplicate: true } as const;
    if (!subscription) return { received: true, ignored: true } as const;
    const applied = await applySubscription(tx, subscription, stateAt);
    if (!applied)
      deps.logger.warn(
        { eventId: event.id, subscription: subscription.id },
        "stripe event not applied (unknown owner or stale)",
      );
    return { received: true } as const;
  });
}

/** The subscription an event is about; a completed checkout names it, so we fetch it. */
async function subscriptionOf(stripe: Stripe, event: Stripe.Event): Promise<Stripe.Subscription | null> {
  if (SUBSCRIPTION_EVENTS.has(event.type))
    return checkedShape<Stripe.Subscription>(subscriptionShape, event.data.object);
  if (event.type === "checkout.session.completed") {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== "subscription" || !session.subscription) return null;
    const id = typeof session.subscription === "string" ? session.subscription : session.subscription.id;
    if (typeof id !== "string" || id === "" || id.length > 255) throw new HttpError(400, NOT_AN_EVENT);
    return checkedShape<Stripe.Subscription>(subscriptionShape, await stripe.subscriptions.retrieve(id));
  }
  return null;
}
