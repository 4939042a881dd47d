import type Stripe from "stripe";
import type { AppDeps } from "../app-env";
import type { Queryable } from "../billing/current-subscription";
import { stripeFor } from "../billing/stripe-client";
import { HttpError } from "../lib/http-error";
import { leadCustomer } from "./lead-checkout";
import { leadRecordWithAccount } from "./lead-record";

// A customer replaces the card their plan is charged on from their own page (customer-page/,
// decision 122): a setup-mode Checkout on the owner's connected account for the lead's customer.
// Its checkout.session.completed (metadata purpose "card_update") names the lead; the Connect
// webhook reads the SetupIntent's card (saved-card-capture.ts) and hands it to charges/, which
// stores it, retries what failed and resumes a paused plan.

const CARD_UPDATE = "card_update";
const OWNER_CANNOT_TAKE_CARDS =
  "This business cannot take a new card online right now. Please call them to update your card.";
const NO_ACCEPTED_PLAN = "This plan was not found.";

/** The lead's accepted record with its owner's connected account. */
const acceptedWithAccount = (db: Queryable, leadId: string) => leadRecordWithAccount(db, leadId, { accepted: true });

/**
 * A setup-mode Checkout Session for the lead's customer on the owner's account; Stripe sends the
 * customer back to `pageUrl` (their own page) with `card=updated` or `card=cancelled`. The caller
 * has checked that the customer holds the lead's page link.
 */
export async function startCardUpdate(deps: AppDeps, leadId: string, pageUrl: string): Promise<{ url: string }> {
  const row = await acceptedWithAccount(deps.db, leadId);
  if (!row) throw new HttpError(404, NO_ACCEPTED_PLAN);
  if (!row.accountId || !row.chargesEnabled) throw new HttpError(409, OWNER_CANNOT_TAKE_CARDS);
  const stripe = await stripeFor(deps.env);
  const customerId = row.record.paymentCustomerId ?? (await leadCustomer(stripe, row.record, leadId, row.accountId)).id;
  const metadata = { purpose: CARD_UPDATE, leadId };
  const back = (outcome: string) => `${pageUrl}${pageUrl.includes("?") ? "&" : "?"}card=${outcome}`;
  const session = await stripe.checkout.sessions.create(
    {
      mode: "setup",
      currency: "usd",
      customer: customerId,
      metadata,
      setup_intent_data: { metadata },
      success_url: back("updated"),
      cancel_url: back("cancelled"),
    },
    { stripeAccount: row.accountId },
  );
  if (!session.url) throw new HttpError(502, "Stripe did not return a card page. Please try again.");
  return { url: session.url };
}

/** Whether a completed session is a customer's card update (its metadata says so). */
export const isCardUpdate = (session: Pick<Stripe.Checkout.Session, "metadata">) =>
  session.metadata?.purpose === CARD_UPDATE;

/**
 * The lead a completed card-update session is for, or null when it is not one we can apply: a
 * setup session that completed, on the account of the lead's owner.
 */
export async function cardUpdateLead(
  tx: Queryable,
  account: string,
  session: Stripe.Checkout.Session,
): Promise<string | null> {
  const leadId = session.metadata?.leadId ?? "";
  if (session.mode !== "setup" || session.status !== "complete") return null;
  const row = await acceptedWithAccount(tx, leadId);
  return row && row.accountId === account ? leadId : null;
}
