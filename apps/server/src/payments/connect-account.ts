import type { ConnectStatus, PaymentsAccount } from "@yq/form-schema/payment";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps, SessionUser } from "../app-env";
import { billingEnabled } from "../billing/access";
import { stripeFor } from "../billing/stripe-client";
import type { Queryable } from "../billing/current-subscription";
import { profiles } from "../db/schema/profiles";
import { HttpError } from "../lib/http-error";

/**
 * Stripe's view of a standard account in our four words: not submitted yet is pending; able to
 * take charges and pay out is connected; submitted but held back (charges or payouts disabled,
 * a disabled reason) is restricted.
 */
function connectStatusOf(
  account: Pick<Stripe.Account, "details_submitted" | "charges_enabled" | "payouts_enabled" | "requirements">,
): ConnectStatus {
  if (!account.details_submitted) return "pending";
  if (account.charges_enabled && account.payouts_enabled && !account.requirements?.disabled_reason) return "connected";
  return "restricted";
}

/**
 * Stores an account's state on the profile that owns it; `stateAt` is when Stripe produced the
 * state, so a late, older event never overwrites a newer one. False when no profile has it.
 */
export async function applyAccountState(db: Queryable, account: Stripe.Account, stateAt: Date): Promise<boolean> {
  const written = await db
    .update(profiles)
    .set({
      stripeAccountStatus: connectStatusOf(account),
      stripeChargesEnabled: Boolean(account.charges_enabled),
      stripeAccountStateAt: stateAt,
    })
    .where(
      and(
        eq(profiles.stripeAccountId, account.id),
        or(isNull(profiles.stripeAccountStateAt), lte(profiles.stripeAccountStateAt, stateAt)),
      ),
    )
    .returning({ id: profiles.id });
  return written.length > 0;
}

/** What the Payments card shows; billing off says so and nothing else. */
export async function paymentsAccount(deps: Pick<AppDeps, "env" | "db">, userId: string): Promise<PaymentsAccount> {
  if (!billingEnabled(deps))
    return { billingEnabled: false, status: "not_connected", accountId: null, chargesEnabled: false };
  const [row] = await deps.db
    .select({
      accountId: profiles.stripeAccountId,
      status: profiles.stripeAccountStatus,
      chargesEnabled: profiles.stripeChargesEnabled,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row?.accountId) return { billingEnabled: true, status: "not_connected", accountId: null, chargesEnabled: false };
  const status = (row.status as ConnectStatus | null) ?? "pending";
  return { billingEnabled: true, status, accountId: row.accountId, chargesEnabled: row.chargesEnabled };
}

/** The owner's standard account, created once (a second click reuses it) and stored on the profile. */
async function accountFor(deps: AppDeps, user: SessionUser): Promise<string> {
  const current = await paymentsAccount(deps, user.id);
  if (current.accountId) return current.accountId;
  const stripe = await stripeFor(deps.env);
  const account = await stripe.accounts.create({
    type: "standard",
    email: user.email,
    metadata: { userId: user.id },
  });
  await deps.db.insert(profiles).values({ id: user.id }).onConflictDoNothing();
  // Two clicks at once: the first account stored wins, the other is never used.
  await deps.db
    .update(profiles)
    .set({
      stripeAccountId: account.id,
      stripeAccountStatus: connectStatusOf(account),
      stripeChargesEnabled: Boolean(account.charges_enabled),
      stripeAccountStateAt: null,
    })
    .where(and(eq(profiles.id, user.id), isNull(profiles.stripeAccountId)));
  return (await paymentsAccount(deps, user.id)).accountId ?? account.id;
}

/**
 * Starts (or resumes) onboarding on Stripe's hosted flow: an account link that brings the owner
 * back to the subscription page, which then asks for the account's state (refreshAccount).
 */
export async function startOnboarding(deps: AppDeps, user: SessionUser, origin: string): Promise<{ url: string }> {
  const accountId = await accountFor(deps, user);
  const link = await (
    await stripeFor(deps.env)
  ).accountLinks.create({
    account: accountId,
    type: "account_onboarding",
    refresh_url: `${origin}/subscription?payments=refresh`,
    return_url: `${origin}/subscription?payments=return`,
  });
  return { url: link.url };
}

/** Asks Stripe for the account's state now (the owner just came back from onboarding). */
export async function refreshAccount(deps: AppDeps, userId: string): Promise<PaymentsAccount> {
  const current = await paymentsAccount(deps, userId);
  if (!current.accountId) return current;
  const account = await (await stripeFor(deps.env)).accounts.retrieve(current.accountId);
  await applyAccountState(deps.db, account, new Date());
  return paymentsAccount(deps, userId);
}

/**
 * Stops taking payments through the account: we forget it (a standard account stays the owner's
 * own at Stripe). Forms asking for payment then take plain accepts, as without payments.
 */
export async function disconnectAccount(deps: AppDeps, userId: string): Promise<PaymentsAccount> {
  if (!billingEnabled(deps)) throw new HttpError(503, "Billing is not configured on this server.");
  await deps.db
    .update(profiles)
    .set({ stripeAccountId: null, stripeAccountStatus: null, stripeChargesEnabled: false, stripeAccountStateAt: null })
    .where(eq(profiles.id, userId));
  return paymentsAccount(deps, userId);
}
