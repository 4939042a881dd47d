import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps, SessionUser } from "../app-env";
import { ESSENTIAL_PLAN } from "@yq/form-schema/plan-catalogue";
import { isActiveSubscriptionStatus } from "@yq/form-schema/subscription-status";
import { accountIsActive, billingEnabled } from "./access";
import { currentSubscription } from "./current-subscription";
import { stripeFor } from "./stripe-client";
import { profiles } from "../db/schema/profiles";
import { HttpError } from "../lib/http-error";

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export type SubscriptionStatus = {
  billingEnabled: boolean;
  isSubscribed: boolean;
  /**
   * Whether visitors can use the owner's published forms: `accountIsActive`, the rule the public form
   * applies, so the owner app never says "live" of a form that answers "not available".
   */
  formsLive: boolean;
  subscription: {
    status: string;
    currentPeriodEnd: number | null;
    trialEnd: number | null;
    cancelAtPeriodEnd: boolean;
    /**
     * Which of the configured prices the subscription is on, so the page can say what the next
     * renewal costs; null for a price this server no longer offers.
     */
    plan: "monthly" | "annual" | null;
  } | null;
};

function planOf(env: AppDeps["env"], priceId: string | null): "monthly" | "annual" | null {
  if (priceId && priceId === env.STRIPE_PRICE_MONTHLY) return "monthly";
  if (priceId && priceId === env.STRIPE_PRICE_ANNUAL) return "annual";
  return null;
}

export async function subscriptionStatus(
  deps: Pick<AppDeps, "env" | "db">,
  userId: string,
): Promise<SubscriptionStatus> {
  if (!billingEnabled(deps)) return { billingEnabled: false, isSubscribed: true, formsLive: true, subscription: null };
  const [row, formsLive] = await Promise.all([currentSubscription(deps.db, userId), accountIsActive(deps, userId)]);
  if (!row) return { billingEnabled: true, isSubscribed: false, formsLive, subscription: null };
  return {
    billingEnabled: true,
    isSubscribed: isActiveSubscriptionStatus(row.status),
    formsLive,
    subscription: {
      status: row.status,
      currentPeriodEnd: seconds(row.currentPeriodEnd),
      trialEnd: seconds(row.trialEnd),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      plan: planOf(deps.env, row.priceId),
    },
  };
}

/** The user's Stripe customer, created once and remembered on the profile. */
async function customerFor(deps: AppDeps, user: SessionUser): Promise<string> {
  const [profile] = await deps.db
    .select({ customerId: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  if (profile?.customerId) return profile.customerId;
  const customer = await (
    await stripeFor(deps.env)
  ).customers.create(
    { email: user.email, metadata: { userId: user.id } },
    // Two checkouts started at once create one customer, not two.
    { idempotencyKey: `customer-${user.id}` },
  );
  await deps.db.insert(profiles).values({ id: user.id }).onConflictDoNothing();
  await deps.db
    .update(profiles)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(profiles.id, user.id), isNull(profiles.stripeCustomerId)));
  const [stored] = await deps.db
    .select({ customerId: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return stored?.customerId ?? customer.id;
}

/**
 * A Stripe Checkout Session for the Essential Plan; the price comes from our settings, never the
 * browser. Stripe sends the owner back to `origin`, the address they are using.
 */
export async function startCheckout(
  deps: AppDeps,
  user: SessionUser,
  isAnnual: boolean,
  origin: string,
): Promise<{ url: string }> {
  const stripe = await stripeFor(deps.env);
  const priceId = isAnnual ? deps.env.STRIPE_PRICE_ANNUAL : deps.env.STRIPE_PRICE_MONTHLY;
  if (!priceId) {
    throw new HttpError(
      503,
      `The ${isAnnual ? "annual" : "monthly"} plan is not available right now. Please try the other plan or contact support.`,
    );
  }
  const status = await subscriptionStatus(deps, user.id);
  if (status.isSubscribed) throw new HttpError(409, "You already have an active subscription.");

  const base = origin;
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: await customerFor(deps, user),
    client_reference_id: user.id,
    line_items: [{ price: priceId, quantity: 1 }],
    subscription_data: { trial_period_days: ESSENTIAL_PLAN.trialDays, metadata: { userId: user.id } },
    success_url: `${base}/subscription?checkout=success`,
    cancel_url: `${base}/subscription?checkout=canceled`,
  });
  if (!session.url) throw new HttpError(502, "Stripe did not return a checkout page. Please try again.");
  return { url: session.url };
}

/**
 * A Stripe customer portal session (card, invoices, cancelling) for the signed-in owner's own
 * customer, read from their profile: the browser never names a customer. Stripe
 * sends the owner back to the subscription page at `origin`.
 */
export async function openBillingPortal(deps: AppDeps, userId: string, origin: string): Promise<{ url: string }> {
  // Like the owner's other billing paths without Stripe: there is nothing to manage here.
  if (!billingEnabled(deps)) throw new HttpError(404, "Billing is not configured on this server.");
  const [profile] = await deps.db
    .select({ customerId: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile?.customerId) throw new HttpError(409, "Subscribe first: there is no billing account to manage yet.");
  const session = await (
    await stripeFor(deps.env)
  ).billingPortal.sessions.create({ customer: profile.customerId, return_url: `${origin}/subscription` });
  return { url: session.url };
}
