import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { stripeFor } from "../billing/stripe-client";
import { forms } from "../db/schema/forms";
import { profiles } from "../db/schema/profiles";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";

export const NO_CARD = "This customer has no card saved for charges: they save one when they accept the quote.";
export const OWNER_CANNOT_CHARGE = "Connect a Stripe account that takes charges before charging a saved card.";

/** The card a lead saved at acceptance, on the owner's connected account. */
export type SavedCard = { accountId: string; customerId: string; paymentMethodId: string };

/**
 * The lead's saved card: one kept on its accepted record, or else the one a setup-mode Checkout
 * saved. A setup-mode Checkout (payments/lead-checkout.ts) leaves only its
 * session id on the accepted record; its customer and payment method are read once from the
 * session's SetupIntent on the owner's account and kept on the record (migration 0032).
 */
export async function savedCard(deps: AppDeps, userId: string, leadId: string): Promise<SavedCard> {
  const [row] = await deps.db
    .select({
      id: formSubmissions.id,
      kind: formSubmissions.paymentKind,
      status: formSubmissions.paymentStatus,
      sessionId: formSubmissions.paymentSessionId,
      customerId: formSubmissions.paymentCustomerId,
      paymentMethodId: formSubmissions.paymentMethodId,
      accountId: profiles.stripeAccountId,
      chargesEnabled: profiles.stripeChargesEnabled,
    })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .innerJoin(profiles, eq(profiles.id, forms.userId))
    .where(
      and(
        eq(formSubmissions.leadId, leadId),
        eq(forms.userId, userId),
        eq(formSubmissions.submissionStage, "complete"),
        eq(formSubmissions.isUpsell, false),
      ),
    );
  // A deposit or full payment on a recurring plan keeps its card on the record as it is paid
  // (payments/saved-card-capture.ts), as does a card the customer updated (card-updated.ts).
  const stored = Boolean(row?.customerId && row.paymentMethodId);
  if (!row || (!stored && (row.kind !== "card" || row.status !== "card_saved" || !row.sessionId))) {
    throw new HttpError(409, NO_CARD);
  }
  if (!row.accountId || !row.chargesEnabled) throw new HttpError(409, OWNER_CANNOT_CHARGE);
  const accountId = row.accountId;
  if (row.customerId && row.paymentMethodId) {
    return { accountId, customerId: row.customerId, paymentMethodId: row.paymentMethodId };
  }
  const sessionId = row.sessionId!;

  const stripe = await stripeFor(deps.env);
  const onAccount = { stripeAccount: accountId };
  let found: { customerId: string; paymentMethodId: string } | null = null;
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId, {}, onAccount);
    const setupIntentId = typeof session.setup_intent === "string" ? session.setup_intent : session.setup_intent?.id;
    const setupIntent = setupIntentId ? await stripe.setupIntents.retrieve(setupIntentId, {}, onAccount) : null;
    const customer = setupIntent?.customer ?? session.customer;
    const method = setupIntent?.payment_method;
    const customerId = typeof customer === "string" ? customer : customer?.id;
    const paymentMethodId = typeof method === "string" ? method : method?.id;
    if (customerId && paymentMethodId) found = { customerId, paymentMethodId };
  } catch (error) {
    // Not on this account (the owner connected another one since): the card cannot be used.
    if ((error as { statusCode?: number }).statusCode === 404) throw new HttpError(409, NO_CARD);
    throw error;
  }
  if (!found) throw new HttpError(409, NO_CARD);
  await deps.db
    .update(formSubmissions)
    .set({ paymentCustomerId: found.customerId, paymentMethodId: found.paymentMethodId })
    .where(eq(formSubmissions.id, row.id));
  return { accountId, ...found };
}

/**
 * SQL: the lead `leadId` (a column or value) has a card to charge on its accepted record, as
 * savedCard reads it; for the billing run's look-ups, which must not ask Stripe about leads
 * without one every minute.
 */
export const hasSavedCardSql = (leadId: SQLWrapper) => sql`exists (
  select 1 from ${formSubmissions} c
  where c.lead_id = ${leadId} and c.submission_stage = 'complete' and not c.is_upsell
    and ((c.payment_customer_id is not null and c.payment_method_id is not null)
      or (c.payment_kind = 'card' and c.payment_status = 'card_saved' and c.payment_session_id is not null)))`;
