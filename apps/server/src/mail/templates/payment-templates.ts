import { renderEmail, subjectPart, type EmailBrand } from "./render";
import type { MailContent } from "./lead-templates";

/** What a payment email says: "Deposit paid, $12.50" and for whom. */
export type PaymentFacts = {
  formName: string;
  leadUrl: string;
  customerName: string | null;
  /** paymentText(): "Deposit paid, $12.50", "Card saved". */
  payment: string;
  charged: boolean;
};

const FOOTER = "Sent by YardQuote, your instant-quote forms.";

/** To the customer once Stripe confirms the payment: what was charged (or that the card is saved). */
export function customerPaymentReceipt(facts: PaymentFacts, brand: EmailBrand | null): MailContent {
  const name = facts.customerName?.trim();
  // Without a business name the receipt says "we", never the form's title.
  const business = brand?.name;
  const rendered = renderEmail(
    name ? `Thank you, ${name}!` : "Thank you!",
    [
      {
        type: "paragraph",
        text: facts.charged
          ? business
            ? `${business} received your payment. Stripe processed it on ${business}'s account.`
            : "We received your payment. Stripe processed it."
          : `${business ?? "We"} saved your card for your recurring service. Nothing was charged today.`,
      },
      { type: "details", rows: [["Payment", facts.payment]] },
    ],
    `You receive this email because you accepted a quote${business ? ` from ${business}` : ""}.`,
    brand,
  );
  const what = facts.charged ? "Payment received" : "Card saved";
  return { subject: business ? `${what}: ${subjectPart(business, 60)}` : what, ...rendered };
}

/** To the owner when a lead's payment completes. */
export function ownerPaymentAlert(facts: PaymentFacts): MailContent {
  const who = subjectPart(facts.customerName?.trim() || "A customer", 40);
  const rendered = renderEmail(
    facts.charged ? "A lead paid" : "A lead saved a card",
    [
      { type: "paragraph", text: `${who} completed Stripe Checkout on "${facts.formName}".` },
      { type: "details", rows: [["Payment", facts.payment]] },
      { type: "button", label: "View the lead", url: facts.leadUrl },
    ],
    FOOTER,
  );
  return { subject: `${facts.payment}: ${who}`, ...rendered };
}
