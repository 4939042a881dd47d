import { and, eq, notInArray } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { subscriptions } from "../db/schema/platform";
import { HttpError } from "../lib/http-error";
import { billingEnabled } from "./access";
import { stripeFor } from "./stripe-client";

/** Statuses after which Stripe charges nothing more: nothing to cancel. */
const ENDED = ["canceled", "incomplete_expired"];

/**
 * Cancels at Stripe, at once, every subscription of the account that may still charge it (the
 * account is being deleted). Stripe answering that a subscription does not exist
 * counts as cancelled; any other failure stops the deletion, so nobody keeps paying for an account
 * that is gone. Billing off: nothing to cancel.
 */
export async function cancelSubscriptionsOf(deps: Pick<AppDeps, "db" | "env">, userId: string): Promise<string[]> {
  if (!billingEnabled(deps)) return [];
  const live = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, ENDED)));
  if (live.length === 0) return [];
  const stripe = await stripeFor(deps.env);
  for (const { id } of live) {
    try {
      await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `account-deletion-${id}` });
    } catch (err) {
      if ((err as { code?: string }).code === "resource_missing") continue;
      throw new HttpError(
        502,
        "Your subscription could not be cancelled at Stripe, so nothing was deleted. Please try again in a moment.",
      );
    }
  }
  return live.map((s) => s.id);
}
