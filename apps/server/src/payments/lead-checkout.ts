import type { FormDocument } from "@yq/form-schema/form-document";
import { paymentReturnValue } from "@yq/form-schema/payment";
import { leadPayment, type LeadPayment, type PaymentKind } from "@yq/form-schema/payment-words";
import { normalizeRedirectUrl } from "@yq/form-schema/redirect";
import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../app-env";
import { stripeFor } from "../billing/stripe-client";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { newLeadToken } from "../leads/lead-token";
import { QUOTE_REQUEST_NOT_FOUND, holdsLead, leadRoot, type LeadCredential } from "../leads/lead-access";
import type { SubmissionRow } from "../leads/submission-view";
import { leadRecordWithAccount } from "./lead-record";

const NO_PAYMENT_ASKED = "This quote does not ask for a payment.";
const PAYMENT_DONE = "This payment is already complete.";
const OWNER_CANNOT_CHARGE = "This business cannot take payments online right now. They will contact you about payment.";

const KIND_NAMES: Record<PaymentKind, string> = { deposit: "Deposit", full: "First charge", card: "Card on file" };

/**
 * The form as the lead's visitor saw it, as the public form's side reads it (leadDocument in
 * quotes/quotes.service.ts, which also refuses a form no longer live). Handed in, because quotes/
 * calls payments/ and not the other way (domain-map.json).
 */
export type LeadDocumentOf = (root: SubmissionRow) => Promise<FormDocument>;

/** Who may see and pay a lead's payment: its token's holder, or the return key's (Checkout's return page). */
export type PaymentCredential = LeadCredential;

/** The lead's accepted record (its payment columns) and its owner's connected account; 404 to anyone else. */
async function paymentContext(deps: AppDeps, leadId: string, credential: PaymentCredential) {
  const root = await leadRoot(deps.db, leadId);
  const row = await leadRecordWithAccount(deps.db, leadId);
  const record = row?.record ?? null;
  if (!holdsLead(credential, root, record)) throw new HttpError(404, QUOTE_REQUEST_NOT_FOUND);
  return { root, record, accountId: row?.accountId ?? null, chargesEnabled: Boolean(row?.chargesEnabled) };
}

/** The lead's payment, for the form the visitor comes back to (null: nothing was asked). */
export async function leadPaymentStatus(deps: AppDeps, leadId: string, credential: PaymentCredential) {
  const { record } = await paymentContext(deps, leadId, credential);
  return { payment: record ? leadPayment(record) : null } satisfies { payment: LeadPayment | null };
}

/**
 * Where Stripe sends the visitor back: the host page that embeds the form (given by embed.js,
 * with the lead named so the form shows its result there), else the owner's redirect, else the
 * form's own page, which shows the result message and the payment's status. A cancelled Checkout
 * returns with a marker and never to the owner's redirect: the visitor is sent
 * where the form can offer the payment again.
 */
function returnUrl(
  deps: AppDeps,
  root: SubmissionRow,
  redirect: string | null,
  hostPage: string | undefined,
  returnKey: string,
  cancelled: boolean,
) {
  const value = paymentReturnValue(root.id, returnKey, cancelled);
  const host = hostPage ? normalizeRedirectUrl(hostPage) : null;
  if (host?.ok) {
    const url = new URL(host.url);
    url.searchParams.set("yq_payment", value);
    return url.toString();
  }
  if (redirect && !cancelled) return redirect;
  return `${deps.env.publicUrl}/forms/embed/${root.formId}?payment=${value}`;
}

/**
 * A Stripe Checkout Session on the owner's connected account for what the accept asks: the
 * amount stored at the accept (computed by the server), never one from the browser. An open
 * session of the lead is reused, so one lead never has two payable sessions. No application fee.
 */
export async function startLeadCheckout(
  deps: AppDeps,
  leadId: string,
  credential: PaymentCredential,
  hostPage: string | undefined,
  documentOf: LeadDocumentOf,
): Promise<{ url: string }> {
  const { root, record, accountId, chargesEnabled } = await paymentContext(deps, leadId, credential);
  if (!record || record.responseStatus !== "accept" || !record.paymentStatus || !record.paymentKind) {
    throw new HttpError(409, NO_PAYMENT_ASKED);
  }
  if (record.paymentStatus !== "awaiting") throw new HttpError(409, PAYMENT_DONE);
  if (!accountId || !chargesEnabled) throw new HttpError(409, OWNER_CANNOT_CHARGE);
  const stripe = await stripeFor(deps.env);
  const onAccount = { stripeAccount: accountId };

  const open = await openSession(stripe, record.paymentSessionId, accountId, record.paymentAmountCents);
  if (open) return { url: open };

  const document = await documentOf(root);
  const redirect = document.redirectSettings.enabled ? normalizeRedirectUrl(document.redirectSettings.url) : null;
  const returnKey = newLeadToken();
  const back = (cancelled: boolean) =>
    returnUrl(deps, root, redirect?.ok ? redirect.url : null, hostPage, returnKey.token, cancelled);
  const common = {
    client_reference_id: record.id,
    metadata: { submissionId: record.id, leadId: root.id, formId: root.formId },
    success_url: back(false),
    cancel_url: back(true),
  };
  const chosen = record.quote?.chosen;
  const what = chosen ? `${chosen.label} service` : "Lawn care service";
  let session: Stripe.Checkout.Session;
  if (record.paymentKind === "card") {
    const customer = await leadCustomer(stripe, record, root.id, accountId);
    session = await stripe.checkout.sessions.create(
      {
        ...common,
        mode: "setup",
        currency: "usd",
        customer: customer.id,
        setup_intent_data: { metadata: common.metadata },
      },
      onAccount,
    );
  } else {
    if (!record.paymentAmountCents) throw new HttpError(409, NO_PAYMENT_ASKED);
    // A plan charged again after today keeps the card it pays with (decision 122): the payment is
    // made for a customer on the owner's account and saved for off-session charges; the completed
    // event stores its customer and payment method (session-completed.ts).
    const keepCard = isRecurringPlan(record);
    const metadata = keepCard ? { ...common.metadata, saveCard: "1" } : common.metadata;
    const buyer = keepCard
      ? { customer: (await leadCustomer(stripe, record, root.id, accountId)).id }
      : { customer_email: record.customerEmail ?? undefined };
    session = await stripe.checkout.sessions.create(
      {
        ...common,
        ...buyer,
        metadata,
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: record.paymentAmountCents,
              product_data: { name: `${KIND_NAMES[record.paymentKind]}: ${what}` },
            },
          },
        ],
        payment_intent_data: {
          metadata,
          ...(keepCard ? { setup_future_usage: "off_session" as const } : {}),
        },
      },
      onAccount,
    );
  }
  if (!session.url) throw new HttpError(502, "Stripe did not return a checkout page. Please try again.");
  // Two clicks at once: the session stored first is the lead's; the other is never shown.
  const stored = await deps.db
    .update(formSubmissions)
    .set({ paymentSessionId: session.id, paymentReturnHash: returnKey.hash })
    .where(
      and(
        eq(formSubmissions.id, record.id),
        sql`${formSubmissions.paymentSessionId} is not distinct from ${record.paymentSessionId}`,
      ),
    )
    .returning({ id: formSubmissions.id });
  if (stored.length === 0) return startLeadCheckout(deps, leadId, credential, hostPage, documentOf);
  return { url: session.url };
}

/** A plan whose agreement charges again after the first payment: per visit, push or round, or in instalments. */
function isRecurringPlan(record: Pick<SubmissionRow, "quote">): boolean {
  const agreement = record.quote?.agreement;
  return Boolean(agreement && (agreement.recurring.length > 0 || agreement.instalments !== null));
}

/**
 * The lead's customer on the owner's account: one per accepted record (the idempotency key), so
 * a second Checkout of the lead names the same customer.
 */
export function leadCustomer(stripe: Stripe, record: SubmissionRow, leadId: string, accountId: string) {
  return stripe.customers.create(
    { email: record.customerEmail ?? undefined, name: record.customerName ?? undefined, metadata: { leadId } },
    { stripeAccount: accountId, idempotencyKey: `lead-customer-${record.id}` },
  );
}

/**
 * The lead's Checkout page while its session is still open for the amount asked now, else null (a
 * new one is made): add-ons picked after a session was opened raise the amount.
 */
async function openSession(
  stripe: Stripe,
  sessionId: string | null,
  accountId: string,
  amountCents: number | null,
): Promise<string | null> {
  if (!sessionId) return null;
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount: accountId });
    const sameAmount = amountCents === null || session.amount_total === amountCents;
    return session.status === "open" && session.url && sameAmount ? session.url : null;
  } catch {
    // Not found on this account (the owner reconnected another one): a new session is made.
    return null;
  }
}
