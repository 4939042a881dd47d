import { wholeNumberText } from "@yq/form-schema/number-text";
import { agreementRows, saysMoreThanOnePrice } from "@yq/form-schema/agreement/agreement-words";
import { YARD_SIZE_LABELS, type ServiceType, type YardSize } from "@yq/form-schema/constants";
import { paymentText, type LeadPayment } from "@yq/form-schema/payment-words";
import { pricedQuoteOf, type Agreement } from "@yq/form-schema/agreement/agreement";
import type { QuoteRequest } from "@yq/form-schema/pricing/engine";
import type { PricedQuote } from "@yq/form-schema/pricing/line-items";
import { shownPrice, type PlanOffer } from "@yq/form-schema/pricing/plan-offers";
import { PLAN_LABELS, PRICE_UNIT_LABELS, type PriceUnit } from "@yq/form-schema/pricing/plans";
import type { AgreedQuote } from "@yq/form-schema/public-payloads";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { formatCents, formatPrice } from "@yq/form-schema/money-format";
import { needsProjectDetails } from "@yq/form-schema/quote";
import { hasMoreThanOnePrice, pricedRows, type SummaryRow } from "./priced-rows";
import { offeredUpsells } from "./upsell-offer";

/**
 * What the visitor accepted. Right after the accept the service step fills it from the offer it
 * showed (the plan's price and the engine's priced quote); back from Stripe Checkout it is the
 * server's stored answer (`AgreedQuote`). Either way nothing is priced anew.
 */
export type AcceptedChoice = {
  /** Mowing or Landscaping; null for a listed one (its name is the priced line's). */
  serviceType: ServiceType | null;
  yardSize: YardSize | null;
  /** The plan's price as the offer showed it (label and dollars); null for a request. */
  price: { label: string; amount: number } | null;
  /** The measured lawn's area, when the tier came from the map. */
  areaSqFt: number | null;
  /** The service as the owner names it, as the server stored it (a return from Checkout). */
  serviceName?: string;
  /** The upsell services picked after the accept, by id (the form) ... */
  upsellIds: readonly string[];
  /** ... or by name, as the server stored them (a return from Checkout). */
  addOns?: readonly string[];
  /** The engine's quote: its lines and total; absent for a request. */
  priced?: PricedQuote | null;
  /** What was agreed: every figure of the summary; absent for a request and older records. */
  agreement?: Agreement | null;
  /** What was priced, for the upsell to price it again with the add-ons picked. */
  request?: QuoteRequest | null;
};

export type AcceptedSummary = { kind: "quote" | "request"; rows: SummaryRow[]; next: string };

const NEXT = {
  quote: "We'll contact you to schedule your first visit.",
  // Snow is not scheduled: the crew comes when snow reaches the trigger depth.
  snow: "We'll contact you to confirm your service before the snow comes.",
  request: "We'll review your project details and contact you with a quote.",
} as const;

/** The accepted offer of the quote card: the plan's price as shown and the quote the engine priced. */
export function offerChoice(choice: {
  serviceType: ServiceType | null;
  /** A listed service's name (the defaults' come from the document). */
  serviceName?: string;
  yardSize: YardSize | null;
  areaSqFt: number | null;
  offer: PlanOffer | null;
  agreement: Agreement | null;
  request: QuoteRequest | null;
}): AcceptedChoice {
  const { offer, ...rest } = choice;
  const price = offer && { label: offer.label, amount: offer.shownCents / 100 };
  return { ...rest, price, upsellIds: [] };
}

/** The choice as the server stored it, for the summary after a Checkout return. */
export const agreedChoice = (agreed: AgreedQuote): AcceptedChoice => ({ ...agreed, upsellIds: [] });

const priceLabel = (unit: PriceUnit) => (unit === "job" ? "Price" : `Price ${PRICE_UNIT_LABELS[unit]}`);

function serviceName(doc: Pick<PublicFormDocument, "services">, choice: AcceptedChoice): string {
  const type = choice.serviceType;
  if (choice.serviceName) return choice.serviceName;
  if (type) return doc.services[type].name.trim() || (type === "mowing" ? "Mowing" : "Landscaping");
  return choice.priced?.lines[0]?.name ?? "";
}

/**
 * The rows shown under the result message after an accept: the
 * service, its size and plan, its price (or, when the quote says more than one price, its lines
 * and total), a season's instalments, the add-ons, and the payment the form asked for as the
 * server has it. Pure, for the result chunk.
 */
export function acceptedSummary(
  doc: Pick<PublicFormDocument, "services" | "upsellSettings" | "pricingSettings">,
  accepted: AcceptedChoice,
  payment?: LeadPayment | null,
): AcceptedSummary {
  // The agreement's lines where there is one; a record stored before agreements has its priced quote.
  const choice = accepted.agreement ? { ...accepted, priced: pricedQuoteOf(accepted.agreement) } : accepted;
  const rows: SummaryRow[] = [{ label: "Service", value: serviceName(doc, choice) }];
  const request = choice.serviceType !== null && needsProjectDetails(choice.serviceType, choice.yardSize);
  const line = choice.priced?.lines.find((l) => l.kind === "service");
  if (choice.serviceType === "mowing" && choice.yardSize) {
    const area = choice.areaSqFt !== null ? ` (${wholeNumberText(choice.areaSqFt)} sq ft measured)` : "";
    rows.push({ label: "Yard size", value: `${YARD_SIZE_LABELS[choice.yardSize]}${area}` });
  } else if (line?.size) {
    rows.push({ label: "Size", value: line.size });
  }
  const priced = !request ? choice.priced : null;
  if (!request && choice.price) {
    const frequency = line ? line.unit === "visit" : true;
    rows.push({ label: frequency ? "Frequency" : "Plan", value: choice.price.label });
  } else if (line?.plan) {
    rows.push({ label: "Plan", value: PLAN_LABELS[line.plan] });
  }
  const agreed = !request ? choice.agreement : null;
  if (agreed && saysMoreThanOnePrice(agreed, !payment)) {
    // The payment's status as the server has it is the last row: it says what was due today.
    rows.push(...agreementRows(agreed, doc.pricingSettings.taxDisplay, !payment));
  } else if (priced && hasMoreThanOnePrice(priced)) {
    rows.push(...pricedRows(priced, doc.pricingSettings.taxDisplay));
  } else if (!request && choice.price) {
    rows.push({ label: priceLabel(line?.unit ?? "visit"), value: formatPrice(choice.price.amount) });
  } else if (line) {
    // The server's stored quote may carry its lines without a card's price: the unit as shown.
    const shown = shownPrice(doc.pricingSettings, line.unitPriceCents);
    rows.push({ label: priceLabel(line.unit), value: formatCents(shown) });
  }
  // The add-ons the rows above name: priced lines, and those charged at each push of their own.
  const named = [...(priced?.lines ?? []), ...(agreed?.extras ?? [])];
  const pricedNames = new Set(named.filter((l) => l.kind === "add_on").map((l) => l.name));
  const addOns = (
    choice.addOns ??
    offeredUpsells(doc.upsellSettings)
      .filter((s) => choice.upsellIds.includes(s.id))
      .map((s) => s.name.trim())
  ).filter((name) => !pricedNames.has(name));
  if (addOns.length > 0) rows.push({ label: "Add-ons", value: addOns.join(", ") });
  const paid = payment ? paymentText(payment.status, payment.kind, payment.amountCents) : null;
  if (paid) rows.push({ label: "Payment", value: paid });
  // A listed service without a priced quote is a request for a price (request-only).
  const kind = request || (choice.serviceType === null && !choice.priced) ? "request" : "quote";
  const snow = line?.unit === "push" || line?.unit === "season";
  return { kind, rows, next: NEXT[kind === "quote" && snow ? "snow" : kind] };
}
