import { z } from "zod";
import { paymentAsked, type PaymentAsked } from "./agreement/payment-asked";
import { toCents } from "./pricing/money";
import type { QuoteSnapshot } from "./quote-snapshot";
import { PAYMENT_KINDS, PAYMENT_STATUSES, type LeadPayment } from "./payment-words";

// Getting paid at acceptance (decision 044): per form, what a visitor who accepts is
// asked for on the owner's own Stripe account. Amounts are always computed by the server from the
// quote it priced against the published version (paymentDue), never taken from the browser.

export * from "./payment-settings";
import type { PaymentSettings } from "./payment-settings";

/**
 * The payment the rule asks on a quote's first charge, as the builder's example shows it; an
 * accept's own is its agreement's (agreement/agreement.ts), from the same rule.
 */
export function paymentDue(settings: PaymentSettings, quote: QuoteSnapshot | null): PaymentAsked {
  const first =
    quote?.agreement?.firstChargeCents ?? quote?.priced?.totals.firstChargeCents ?? toCents(quote?.chosen?.amount ?? 0);
  return first > 0
    ? paymentAsked(settings, first, first)
    : settings.mode === "card"
      ? paymentAsked(settings, 0, 0)
      : null;
}

// The owner's connected Stripe account as the Payments card shows it.
export const CONNECT_STATUSES = ["not_connected", "pending", "connected", "restricted"] as const;
export type ConnectStatus = (typeof CONNECT_STATUSES)[number];

export const paymentsAccountSchema = z.object({
  /** False: this server has no Stripe configured; the card says so and forms hide the setting. */
  billingEnabled: z.boolean(),
  status: z.enum(CONNECT_STATUSES),
  accountId: z.string().nullable(),
  chargesEnabled: z.boolean(),
});
export type PaymentsAccount = z.infer<typeof paymentsAccountSchema>;

/** A lead's payment as the visitor's form sees it (the accept's answer, GET .../payment). */
export const leadPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  kind: z.enum(PAYMENT_KINDS),
  amountCents: z.number().int().nullable(),
}) satisfies z.ZodType<LeadPayment>;

/** POST /api/public/leads/:id/checkout: the page embedding the form, to come back to (embed.js). */
export const leadCheckoutRequestSchema = z.object({
  token: z.string().max(200).optional(),
  /** The key in Checkout's return address, for a visitor paying again from the return page. */
  returnKey: z.string().max(200).optional(),
  hostPage: z.string().max(2000).optional(),
});
export type LeadCheckoutRequest = z.infer<typeof leadCheckoutRequestSchema>;

// Stripe Checkout's return address names the lead's payment as <lead>.<key>; the
// cancel address adds this marker, so the form shows "not completed" at once
// instead of waiting for an event that never comes. The marker only picks the message: the
// payment's status is always read from the server.
const CANCELLED_MARK = "cancelled";

/** The value of ?payment= / ?yq_payment= in the address Checkout returns to. */
export function paymentReturnValue(leadId: string, returnKey: string, cancelled: boolean): string {
  return `${leadId}.${returnKey}${cancelled ? `.${CANCELLED_MARK}` : ""}`;
}

export type PaymentReturn = { leadId: string; returnKey: string; cancelled: boolean };

/** Reads paymentReturnValue back; anything else (a truncated or edited address) is no return. */
export function readPaymentReturn(value: string | null | undefined): PaymentReturn | undefined {
  const [leadId, returnKey, mark, ...rest] = (value ?? "").split(".");
  if (!leadId || !returnKey || rest.length > 0 || (mark !== undefined && mark !== CANCELLED_MARK)) return undefined;
  return { leadId, returnKey, cancelled: mark === CANCELLED_MARK };
}
