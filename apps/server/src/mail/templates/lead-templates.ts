import type { ContactByField } from "@yq/form-schema/contact-columns";
import { CONTACT_FIELDS, CUSTOMER_FIELD_LABELS } from "@yq/form-schema/contact-fields";
import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { agreementRows } from "@yq/form-schema/agreement/agreement-words";
import { lineItemText } from "@yq/form-schema/lead-view";
import { PLAN_LABELS } from "@yq/form-schema/pricing/plans";
import type { TaxDisplay } from "@yq/form-schema/pricing/pricing-settings";
import { centsText, formatPrice } from "@yq/form-schema/money-format";
import type { PricedQuote } from "@yq/form-schema/pricing/line-items";
import { chosenPriceText } from "@yq/form-schema/quote";
import { timeIn } from "./email-time";
import { renderEmail, subjectPart, type Block, type EmailBrand, type RenderedEmail } from "./render";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

export type LeadContact = ContactByField;

/** What the server recorded about one lead event, ready to be put into words. */
export type LeadFacts = {
  formName: string;
  leadUrl: string;
  contact: LeadContact;
  response: ResponseStatus;
  service: string | null;
  yardSize: string | null;
  /** "Yard size" for mowing's tiers; "Size" for a listed service's driveway, lawn or property. */
  sizeLabel: "Yard size" | "Size";
  /** "11,303 sq ft (measured on the map)" when the visitor measured the lawn. */
  lawnArea: string | null;
  prices: { label: string; amount: number }[];
  /** The frequency and price the visitor accepted; null on declines, requests and older records. */
  chosen: { label: string; amount: number } | null;
  includedServices: string[];
  projectDetails: string | null;
  videoUrl: string | null;
  submittedAt: Date;
  /** The owner's time zone (profile): every time in the emails is written in it. */
  timeZone: string;
  /** "Awaiting deposit, $20" when the form asks for a payment at acceptance. */
  payment?: string | null;
  /** The priced quote's lines and total, add-ons included after an upsell; null when nothing was priced. */
  priced: PricedQuote | null;
  /** Whether the payment is made (paid, card saved); the customer's confirmation says only that. */
  paymentSettled?: boolean;
  /**
   * What an accepted quote agreed, add-ons included after an upsell; the emails
   * write its rows (agreementRows) and add up nothing. Null on declines and records stored before.
   */
  agreement?: Agreement | null;
  /** The form's tax display: line values before tax, or what each costs with its tax. */
  taxDisplay?: TaxDisplay;
};

export type MailContent = RenderedEmail & { subject: string };

const NOT_PROVIDED = "Not provided";
const FOOTER = "Sent by YardQuote, your instant-quote forms.";

const when = (facts: LeadFacts) => timeIn(facts.submittedAt, facts.timeZone);

const orNot = (value: string | null) => (value && value.trim() !== "" ? value.trim() : NOT_PROVIDED);

function address(c: LeadContact): string {
  const cityLine = [c.city, [c.state, c.zipcode].filter(Boolean).join(" ")].filter((p) => p && p.trim()).join(", ");
  const lines = [c.street?.trim(), cityLine].filter((p) => p && p !== "");
  return lines.length ? lines.join(", ") : NOT_PROVIDED;
}

/** One row per field outside the address, then the address parts as one row under the street's label. */
function contactRows(c: LeadContact): [string, string][] {
  const rows = CONTACT_FIELDS.filter((f) => !f.address).map((f): [string, string] => [f.label, orNot(c[f.type])]);
  return [...rows, [CUSTOMER_FIELD_LABELS.street, address(c)]];
}

/**
 * An agreement's rows: its plan, every figure of the agreement as the quote card
 * writes them (agreement-words.ts), then the payment's state (its stored amount is the agreement's).
 */
function agreedBlocks(facts: LeadFacts, agreement: Agreement, first: [string, string][]): Block[] {
  const taxDisplay = facts.taxDisplay ?? "before_tax";
  const rows: [string, string][] = [...first, ["Service", orNot(facts.service)]];
  if (facts.yardSize) rows.push([facts.sizeLabel, facts.yardSize]);
  if (facts.lawnArea) rows.push(["Lawn area", facts.lawnArea]);
  rows.push(["Plan", PLAN_LABELS[agreement.plan]]);
  for (const row of agreementRows(agreement, taxDisplay)) rows.push([row.label, row.value]);
  if (facts.payment) rows.push(["Payment", facts.payment]);
  if (facts.projectDetails) rows.push(["Project details", facts.projectDetails]);
  if (facts.videoUrl) rows.push(["Video", facts.videoUrl]);
  const blocks: Block[] = [{ type: "details", rows }];
  if (facts.includedServices.length) {
    blocks.push({ type: "paragraph", text: "Included services:" }, { type: "list", items: facts.includedServices });
  }
  return blocks;
}

function quoteBlocks(facts: LeadFacts, first: [string, string][] = []): Block[] {
  if (facts.agreement) return agreedBlocks(facts, facts.agreement, first);
  // A record stored before the agreement says what it said then.
  const rows: [string, string][] = [...first, ["Service", orNot(facts.service)]];
  if (facts.yardSize) rows.push([facts.sizeLabel, facts.yardSize]);
  if (facts.lawnArea) rows.push(["Lawn area", facts.lawnArea]);
  // An accepted quote is for one frequency: naming the others would blur what was agreed.
  if (facts.chosen) rows.push(["Accepted", chosenPriceText(facts.chosen)]);
  else if (!facts.priced) for (const price of facts.prices) rows.push([price.label, formatPrice(price.amount)]);
  if (facts.priced?.promoCode) rows.push(["Promo code", facts.priced.promoCode]);
  if (facts.priced) rows.push(["Total", centsText(facts.priced.totals.totalCents)]);
  if (facts.payment) rows.push(["Payment", facts.payment]);
  if (facts.projectDetails) rows.push(["Project details", facts.projectDetails]);
  if (facts.videoUrl) rows.push(["Video", facts.videoUrl]);
  const blocks: Block[] = [{ type: "details", rows }];
  if (facts.priced) {
    blocks.push(
      { type: "paragraph", text: "Line items:" },
      { type: "list", items: facts.priced.lines.map(lineItemText) },
    );
  }
  if (facts.includedServices.length) {
    blocks.push({ type: "paragraph", text: "Included services:" }, { type: "list", items: facts.includedServices });
  }
  return blocks;
}

const who = (facts: LeadFacts) => subjectPart(facts.contact.name?.trim() || "A visitor", 40);
const isRequest = (facts: LeadFacts) => !facts.priced && facts.prices.length === 0 && facts.response === "accept";

/** To the owner when a lead answers the quote (accepted or declined). */
export function ownerLeadAlert(facts: LeadFacts): MailContent {
  const service = facts.service ? subjectPart(facts.service, 30) : "your";
  const subject = isRequest(facts)
    ? `New lead: ${who(facts)} sent a ${service} request`
    : `New lead: ${who(facts)} ${facts.response === "accept" ? "accepted" : "declined"} your ${service} quote`;
  const status = facts.response === "accept" ? "Accepted" : "Declined";
  const rendered = renderEmail(
    "You have a new lead",
    [
      { type: "paragraph", text: `A visitor of "${facts.formName}" answered your quote.` },
      {
        type: "details",
        rows: [
          ["Quote status", status],
          ["Submitted", when(facts)],
        ],
      },
      { type: "heading", text: "Customer" },
      { type: "details", rows: contactRows(facts.contact) },
      { type: "heading", text: "Quote" },
      ...quoteBlocks(facts),
      { type: "button", label: "View the lead", url: facts.leadUrl },
    ],
    FOOTER,
  );
  return { subject, ...rendered };
}

/** To the owner when an accepted lead picks extra services on the upsell step. */
export function ownerUpsellAlert(facts: LeadFacts, upsellServices: string[]): MailContent {
  const subject = `Upsell request: ${who(facts)} also wants ${subjectPart(upsellServices.join(", "), 50)}`;
  const rendered = renderEmail(
    "Your lead wants more services",
    [
      { type: "paragraph", text: `A customer who accepted your quote on "${facts.formName}" also asked for:` },
      { type: "list", items: upsellServices },
      { type: "heading", text: "Customer" },
      { type: "details", rows: contactRows(facts.contact) },
      { type: "heading", text: "Accepted quote" },
      ...quoteBlocks(facts),
      { type: "button", label: "View the lead", url: facts.leadUrl },
    ],
    FOOTER,
  );
  return { subject, ...rendered };
}

/**
 * To the customer after an accepted quote: who they dealt with, what they accepted, what's next.
 * It speaks as the business; an account without a business name says "we", never
 * the form's title.
 */
export function customerConfirmation(
  facts: LeadFacts,
  brand: EmailBrand | null,
  acceptMessage: { html: string; text: string },
  canReply: boolean,
  /** The services the customer added on the upsell step, priced or not. */
  addOns: string[] = [],
): MailContent {
  const name = facts.contact.name?.trim();
  const what = isRequest(facts) ? "request" : "quote acceptance";
  const business = brand?.name;
  const rendered = renderEmail(
    name ? `Thank you, ${name}!` : "Thank you!",
    [
      { type: "paragraph", text: business ? `${business} received your ${what}.` : `We received your ${what}.` },
      { type: "richText", html: acceptMessage.html, text: acceptMessage.text },
      { type: "heading", text: isRequest(facts) ? "Your request" : "Your quote" },
      // "Deposit due today" says what is awaited; the payment's state only once it is made, as the
      // receipt tells it then (a payment made while the confirmation waited is not in it).
      ...quoteBlocks(facts.paymentSettled || !facts.agreement ? facts : { ...facts, payment: null }, [
        ["Sent", when(facts)],
      ]),
      ...(addOns.length > 0
        ? ([
            { type: "paragraph", text: "You also asked for:" },
            { type: "list", items: addOns },
          ] as const)
        : []),
      ...(canReply
        ? [{ type: "paragraph", text: `Questions? Reply to this email to reach ${business ?? "us"}.` } as const]
        : []),
    ],
    `You receive this email because you requested a quote${business ? ` from ${business}` : ""}.`,
    brand,
  );
  return { subject: business ? `Your quote from ${subjectPart(business, 60)}` : "Your quote", ...rendered };
}
