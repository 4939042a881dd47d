import { eq, lte } from "drizzle-orm";
import type Stripe from "stripe";
import type { Queryable } from "./current-subscription";
import { subscriptions } from "../db/schema/platform";
import { profiles } from "../db/schema/profiles";
import { currentSubscription } from "./current-subscription";

const fromSeconds = (s: number | null | undefined) => (typeof s === "number" ? new Date(s * 1000) : null);

/** Since API version 2025-03-31 the period lives on the items; older payloads carry it on top. */
function periodEnd(sub: Stripe.Subscription): number | null {
  const itemEnd = sub.items?.data?.[0]?.current_period_end;
  if (typeof itemEnd === "number") return itemEnd;
  const legacy = (sub as unknown as { current_period_end?: unknown }).current_period_end;
  return typeof legacy === "number" ? legacy : null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** Which of our users a Stripe subscription belongs to: the id we put in its metadata, else the customer. */
async function ownerOf(db: Queryable, sub: Stripe.Subscription): Promise<string | null> {
  const customerId = idOf(sub.customer);
  if (sub.metadata?.userId) {
    const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, sub.metadata.userId));
    if (row) return row.id;
  }
  if (!customerId) return null;
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.stripeCustomerId, customerId));
  return row?.id ?? null;
}

/**
 * Stores Stripe's view of one subscription and mirrors its status into the profile.
 * `stateAt` is when Stripe produced this state: an older event arriving late never overwrites
 * a newer one (updated_at holds the time of the state we store). Returns false when ignored.
 */
export async function applySubscription(db: Queryable, sub: Stripe.Subscription, stateAt: Date): Promise<boolean> {
  const userId = await ownerOf(db, sub);
  if (!userId) return false;
  const values = {
    userId,
    customerId: idOf(sub.customer) ?? "",
    status: sub.status,
    priceId: sub.items?.data?.[0]?.price?.id ?? null,
    currentPeriodEnd: fromSeconds(periodEnd(sub)),
    trialEnd: fromSeconds(sub.trial_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    updatedAt: stateAt,
  };
  const written = await db
    .insert(subscriptions)
    .values({ id: sub.id, ...values })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: values,
      setWhere: lte(subscriptions.updatedAt, stateAt),
    })
    .returning({ id: subscriptions.id });
  if (written.length === 0) return false;
  await mirrorStatus(db, userId);
  return true;
}

/** profiles.subscription_status mirrors the user's most relevant subscription. */
async function mirrorStatus(db: Queryable, userId: string) {
  const best = await currentSubscription(db, userId);
  await db
    .update(profiles)
    .set({ subscriptionStatus: best?.status ?? null })
    .where(eq(profiles.id, userId));
}
