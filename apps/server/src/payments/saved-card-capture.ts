import type Stripe from "stripe";
import type { AppDeps } from "../app-env";
import { stripeFor } from "../billing/stripe-client";
import { isCardUpdate } from "./card-update";

/** A card kept for off-session charges: its customer and payment method on the owner's account. */
export type CapturedCard = { customerId: string; paymentMethodId: string };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * The card a completed session saved, read from Stripe on the owner's account: the PaymentIntent
 * of a payment made with setup_future_usage on a recurring plan (metadata saveCard, set by
 * lead-checkout.ts), or the SetupIntent of a customer's card update (card-update.ts). Null for
 * any other session, or when Stripe does not know the intent on that account. Called before the webhook's transaction, so no database transaction waits
 * on Stripe; a Stripe error fails the event, and Stripe delivers it again.
 */
export async function capturedCard(
  deps: AppDeps,
  account: string,
  session: Stripe.Checkout.Session,
): Promise<CapturedCard | null> {
  const keepsPayment = session.mode === "payment" && session.metadata?.saveCard === "1";
  const updatesCard = session.mode === "setup" && isCardUpdate(session);
  if (!keepsPayment && !updatesCard) return null;
  const onAccount = { stripeAccount: account };
  const stripe = await stripeFor(deps.env);
  let intent: Pick<Stripe.PaymentIntent | Stripe.SetupIntent, "customer" | "payment_method"> | null = null;
  try {
    if (keepsPayment) {
      const id = idOf(session.payment_intent);
      intent = id ? await stripe.paymentIntents.retrieve(id, {}, onAccount) : null;
    } else {
      const id = idOf(session.setup_intent);
      intent = id ? await stripe.setupIntents.retrieve(id, {}, onAccount) : null;
    }
  } catch (error) {
    // Not on this account: there is no card to keep, and the payment itself still counts.
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
  const customerId = idOf(intent?.customer ?? session.customer);
  const paymentMethodId = idOf(intent?.payment_method);
  return customerId && paymentMethodId ? { customerId, paymentMethodId } : null;
}
