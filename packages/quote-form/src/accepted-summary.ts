import { YARD_SIZE_LABELS, type PriceFrequency, type ServiceType, type YardSize } from "@yq/form-schema/constants";
import type { YardSizeSettings } from "@yq/form-schema/form-document";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { formatPrice, needsProjectDetails, offeredPrices } from "@yq/form-schema/quote";
import { offeredUpsells } from "./upsell-offer";

/**
 * What the visitor accepted, as the service step knew it at the moment of the accept: the
 * settings are the ones the quote card priced (the measured ones while measuring, see
 * measure/use-lawn-measure.ts), so the summary repeats the card's price and never computes one.
 */
export type AcceptedChoice = {
  serviceType: ServiceType;
  yardSize: YardSize | null;
  frequency: PriceFrequency | null;
  settings: YardSizeSettings | null;
  /** The measured lawn's area, when the tier came from the map. */
  areaSqFt: number | null;
  /** No price was shown (needsProjectDetails): the result has the request's wording. */
  request: boolean;
  /** The upsell services picked after the accept. */
  upsellIds: readonly string[];
};

type SummaryRow = { label: string; value: string };
export type AcceptedSummary = { kind: "quote" | "request"; rows: SummaryRow[]; next: string };

const NEXT = {
  quote: "We'll contact you to schedule your first visit.",
  request: "We'll review your project details and contact you with a quote.",
} as const;

/** The rows shown under the result message after an accept (decision 090). Pure, for the result chunk. */
export function acceptedSummary(
  doc: Pick<PublicFormDocument, "services" | "upsellSettings">,
  choice: AcceptedChoice,
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
  if (!request && choice.settings && choice.frequency) {
    const price = offeredPrices(choice.settings).find((p) => p.frequency === choice.frequency);
    if (price) {
      rows.push({ label: "Frequency", value: price.label });
      rows.push({ label: "Price per visit", value: formatPrice(price.amount) });
    }
  }
  const addOns = offeredUpsells(doc.upsellSettings)
    .filter((s) => choice.upsellIds.includes(s.id))
    .map((s) => s.name.trim());
  if (addOns.length > 0) rows.push({ label: "Add-ons", value: addOns.join(", ") });
  const kind = request ? "request" : "quote";
  return { kind, rows, next: NEXT[kind] };
}
