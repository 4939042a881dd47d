import { YARD_SIZE_LABELS, type PriceFrequency, type ServiceType, type YardSize } from "@yq/form-schema/constants";
import type { YardSizeSettings } from "@yq/form-schema/form-document";
import { paymentText, type LeadPayment } from "@yq/form-schema/payment";
import type { AgreedQuote } from "@yq/form-schema/public-payloads";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { formatPrice, needsProjectDetails, offeredPrices, type OfferedPrice } from "@yq/form-schema/quote";
import { offeredUpsells } from "./upsell-offer";

/**
 * What the visitor accepted. Right after the accept the service step fills it from the quote
 * card it showed (the price the card offered, the measured area); back from Stripe Checkout it
 * is the server's stored answer (`AgreedQuote`, decision 093). Either way nothing is priced anew.
 */
export type AcceptedChoice = {
  serviceType: ServiceType;
  yardSize: YardSize | null;
  /** The price accepted, as the card showed it; null for a request. */
  price: Pick<OfferedPrice, "label" | "amount"> | null;
  /** The measured lawn's area, when the tier came from the map. */
  areaSqFt: number | null;
  /** The upsell services picked after the accept, by id (the form) ... */
  upsellIds: readonly string[];
  /** ... or by name, as the server stored them (a return from Checkout). */
  addOns?: readonly string[];
};

type SummaryRow = { label: string; value: string };
export type AcceptedSummary = { kind: "quote" | "request"; rows: SummaryRow[]; next: string };

const NEXT = {
  quote: "We'll contact you to schedule your first visit.",
  request: "We'll review your project details and contact you with a quote.",
} as const;

/**
 * The choice from the quote card at the accept: its own settings (the measured ones while
 * measuring), so the price is the one `offeredPrices` gave the card. A frequency the card did
 * not offer, or a request, has no price.
 */
export function cardChoice(card: {
  serviceType: ServiceType;
  yardSize: YardSize | null;
  settings: YardSizeSettings | null;
  frequency: PriceFrequency | null;
  areaSqFt: number | null;
}): AcceptedChoice {
  const { settings, frequency, ...rest } = card;
  const price = settings && frequency ? (offeredPrices(settings).find((p) => p.frequency === frequency) ?? null) : null;
  return { ...rest, price, upsellIds: [] };
}

/** The choice as the server stored it, for the summary after a Checkout return. */
export const agreedChoice = (agreed: AgreedQuote): AcceptedChoice => ({ ...agreed, upsellIds: [] });

/**
 * The rows shown under the result message after an accept (decisions 090, 093), with the
 * payment the form asked for as the server has it (paid, card saved, or still awaited). Pure,
 * for the result chunk.
 */
export function acceptedSummary(
  doc: Pick<PublicFormDocument, "services" | "upsellSettings">,
  choice: AcceptedChoice,
  payment?: LeadPayment | null,
): AcceptedSummary {
  const service =
    doc.services[choice.serviceType].name.trim() || (choice.serviceType === "mowing" ? "Mowing" : "Landscaping");
  const rows: SummaryRow[] = [{ label: "Service", value: service }];
  const request = needsProjectDetails(choice.serviceType, choice.yardSize);
  if (choice.serviceType === "mowing" && choice.yardSize) {
    const area =
      choice.areaSqFt !== null ? ` (${Math.round(choice.areaSqFt).toLocaleString("en-US")} sq ft measured)` : "";
    rows.push({ label: "Yard size", value: `${YARD_SIZE_LABELS[choice.yardSize]}${area}` });
  }
  if (!request && choice.price) {
    rows.push({ label: "Frequency", value: choice.price.label });
    rows.push({ label: "Price per visit", value: formatPrice(choice.price.amount) });
  }
  const addOns =
    choice.addOns ??
    offeredUpsells(doc.upsellSettings)
      .filter((s) => choice.upsellIds.includes(s.id))
      .map((s) => s.name.trim());
  if (addOns.length > 0) rows.push({ label: "Add-ons", value: addOns.join(", ") });
  const paid = payment ? paymentText(payment.status, payment.kind, payment.amountCents) : null;
  if (paid) rows.push({ label: "Payment", value: paid });
  const kind = request ? "request" : "quote";
  return { kind, rows, next: NEXT[kind] };
}
