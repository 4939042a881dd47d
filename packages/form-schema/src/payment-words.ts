import { formatCents } from "./money-format";

// A lead's payment in words and plain shapes, without zod: the owner's lists and the public
// form's later steps read these, and payment.ts checks the answers that carry them.

// A lead's payment: awaiting (accepted, Checkout not finished), paid or card_saved (Stripe's
// signed event said so). Null: the form asked for nothing.
export const PAYMENT_STATUSES = ["awaiting", "paid", "card_saved"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_KINDS = ["deposit", "full", "card"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** "Deposit paid, $12.50", "Awaiting card": one wording for the table, dialog, CSV and emails. */
export function paymentText(
  status: PaymentStatus | null,
  kind: PaymentKind | null,
  amountCents: number | null,
): string | null {
  if (!status || !kind) return null;
  const amount = amountCents == null ? "" : `, ${formatCents(amountCents)}`;
  if (kind === "card") return status === "card_saved" ? "Card saved" : "Awaiting card";
  // "First charge": a visit, a push, a round or a season's first instalment.
  const what = kind === "deposit" ? "Deposit" : "First charge";
  return status === "paid" ? `${what} paid${amount}` : `Awaiting ${what.toLowerCase()}${amount}`;
}

/** A lead's payment as the visitor's form sees it (the accept's answer, GET .../payment); payment.ts checks it. */
export interface LeadPayment {
  status: PaymentStatus;
  kind: PaymentKind;
  amountCents: number | null;
}

/** The payment columns of a record as that view (null: nothing asked). */
export function leadPayment(row: {
  paymentStatus: PaymentStatus | null;
  paymentKind: PaymentKind | null;
  paymentAmountCents: number | null;
}): LeadPayment | null {
  if (!row.paymentStatus || !row.paymentKind) return null;
  return { status: row.paymentStatus, kind: row.paymentKind, amountCents: row.paymentAmountCents };
}
