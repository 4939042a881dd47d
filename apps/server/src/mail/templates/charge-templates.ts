import { centsText as formatCents } from "@yq/form-schema/money-format";
import type { MailContent } from "./lead-templates";
import { renderEmail, subjectPart, type EmailBrand } from "./render";

// What the customer is told about each charge of their plan's saved card (server charges/,
// decision 122): a receipt when it went through, or that it did not with the link to update the
// card. Both come in the business's name; the link opens the customer's own page.

/** One settled charge, as the customer reads it. */
export type ChargeFacts = {
  customerName: string | null;
  amountCents: number;
  /** chargeLabel(): "Visit on Tuesday, May 4", "Instalment 2 of 3", "Jun 2027". */
  label: string;
  /** The day it was charged, as text in the business's zone. */
  chargedOn: string;
  /** Stripe's PaymentIntent id, which the business finds the payment by. */
  paymentId: string | null;
  /** The customer's page (lib/customer-link.ts). */
  pageUrl: string;
};

const hello = (name: string | null) => (name?.trim() ? `Hello, ${name.trim()}` : "Hello");
const footer = (brand: EmailBrand | null) =>
  `You receive this email because you have a plan${brand ? ` with ${brand.name}` : ""} paid with a saved card.`;

/** "Payment received": the charge went through. */
export function chargeReceiptEmail(facts: ChargeFacts, brand: EmailBrand | null): MailContent {
  const business = brand?.name;
  const rows: [string, string][] = [
    ["Amount", formatCents(facts.amountCents)],
    ["For", facts.label],
    ["Date", facts.chargedOn],
  ];
  if (facts.paymentId) rows.push(["Payment ID", facts.paymentId]);
  const rendered = renderEmail(
    hello(facts.customerName),
    [
      {
        type: "paragraph",
        text: `${business ?? "We"} received your payment of ${formatCents(facts.amountCents)} on your saved card.`,
      },
      { type: "details", rows },
      { type: "button", label: "See your plan and receipts", url: facts.pageUrl },
    ],
    footer(brand),
    brand,
  );
  const what = `Payment received: ${formatCents(facts.amountCents)}`;
  return { subject: business ? `${what} to ${subjectPart(business, 60)}` : what, ...rendered };
}

/** "Your payment didn't go through", with why, when it is tried again, and the link to change the card. */
export function chargeFailedEmail(
  facts: ChargeFacts & { reason: string | null; nextTry: string | null },
  brand: EmailBrand | null,
): MailContent {
  const business = brand?.name;
  const rows: [string, string][] = [
    ["Amount", formatCents(facts.amountCents)],
    ["For", facts.label],
    ["Date", facts.chargedOn],
  ];
  if (facts.reason) rows.push(["Reason", facts.reason]);
  const then = facts.nextTry
    ? `We will try the card again on ${facts.nextTry}, or as soon as you update it.`
    : "Your next visits are paused until the card is updated.";
  const rendered = renderEmail(
    hello(facts.customerName),
    [
      {
        type: "paragraph",
        text: `Your payment of ${formatCents(facts.amountCents)} to ${business ?? "us"} didn't go through. ${then}`,
      },
      { type: "details", rows },
      { type: "button", label: "Update your card", url: facts.pageUrl },
    ],
    footer(brand),
    brand,
  );
  const subject = business
    ? `Your payment to ${subjectPart(business, 60)} didn't go through`
    : "Your payment didn't go through";
  return { subject, ...rendered };
}
