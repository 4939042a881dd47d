import type Stripe from "stripe";
import { z } from "zod";
import type { AppDeps } from "../app-env";
import { HttpError } from "../lib/http-error";
import { stripeFor } from "./stripe-client";

// What the platform's webhook (subscriptions) and the connected accounts' webhook (payments)
// share: Stripe's signature over the raw body, and refusing bodies of another shape.

export const NOT_AN_EVENT = "The event does not have the shape of a Stripe event.";

/** A Unix time in seconds, as Stripe sends them. */
export const stripeSeconds = z.number().int().min(0).max(253_402_300_799);

/** `value` when it has `schema`'s shape; a 400 naming the problem when not. */
export function checkedShape<T>(schema: z.ZodType, value: unknown): T {
  if (!schema.safeParse(value).success) throw new HttpError(400, NOT_AN_EVENT);
  return value as T;
}

/**
 * The event of a webhook body whose Stripe-Signature checks out with `secret` (the endpoint's
 * signing secret; `endpoint` names it in the error when this server has none).
 */
export async function verifiedStripeEvent(
  deps: AppDeps,
  payload: string,
  signature: string | undefined,
  { secret, endpoint }: { secret: string | undefined; endpoint: string },
): Promise<Stripe.Event> {
  const stripe = await stripeFor(deps.env);
  if (!secret) throw new HttpError(503, `The ${endpoint} webhook secret is not configured on this server.`);
  if (!signature) throw new HttpError(400, "Missing Stripe-Signature header.");
  try {
    return await stripe.webhooks.constructEventAsync(payload, signature, secret);
  } catch {
    throw new HttpError(400, "Webhook signature verification failed.");
  }
}
