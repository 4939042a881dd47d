import { PRICE_FREQUENCIES, YARD_SIZE_LABELS, YARD_SIZES, type YardSize } from "../../../constants";
import type { YardSizeSettings, YardSizes } from "../../../form-document";
import { measuredYardSize } from "../../../measured-quote";
import { offeredPrices } from "../../../quote";
import { toCents } from "../../money";
import type { MethodDefinition, RawOffer } from "../method-definition";
import { mowingFindings } from "./findings";
import { MOWING_METHOD } from "./pricing";
import { mowingRateCents } from "./rate";

// Mowing by yard size and frequency, per visit (decision 127). A lawn measured on the map picks
// its tier, or is priced by the owner's rate; either way the stored dollars become cents here.

/** "Yard size": the words of docs/product.md. */
export const MOWING_SIZE_NOUN = "Yard size";

/** The tiers with prices; the custom size asks for project details instead. */
const PRICED_SIZES = YARD_SIZES.filter((size): size is Exclude<YardSize, "custom"> => size !== "custom");

/** A tier's prices switched on, each as it is stored (an enabled $0 is offered, raised by the minimum charge). */
function tierOffers(tier: YardSizeSettings): RawOffer[] {
  return offeredPrices(tier).map((p) => ({ plan: p.frequency, unit: "visit", cents: toCents(p.amount) }));
}

/**
 * A measured lawn: the tier its area falls in, offered even where the owner hides that card (the
 * area chose it), or the rate's price with the measurement's minimum as the service's floor.
 */
function measuredOffers(yardSizes: YardSizes, areaSqFt: number): RawOffer[] {
  const size = measuredYardSize(yardSizes, areaSqFt);
  if (size === "custom") return [];
  const { pricing, ratePerThousandSqFt, minimumPrice } = yardSizes.measurement;
  if (pricing === "tiers") return tierOffers(yardSizes[size]);
  const floor = toCents(minimumPrice);
  return PRICE_FREQUENCIES.flatMap((plan): RawOffer[] => {
    const cents = mowingRateCents(ratePerThousandSqFt[plan], minimumPrice, areaSqFt);
    return cents === null ? [] : [{ plan, unit: "visit", cents, floor }];
  });
}

export const mowingMethod: MethodDefinition<typeof MOWING_METHOD> = {
  sizeCards: ({ yardSizes }) =>
    PRICED_SIZES.map((size) => ({
      id: size,
      enabled: yardSizes[size].enabled,
      label: YARD_SIZE_LABELS[size],
      description: yardSizes[size].description,
    })),
  // The visitor picks a yard size; a measured lawn (when the owner measures) only picks one for them.
  pricedByArea: () => false,
  offers({ yardSizes }, measure) {
    if (measure.areaSqFt && yardSizes.measurement.enabled) return measuredOffers(yardSizes, measure.areaSqFt);
    const size = PRICED_SIZES.find((s) => s === measure.sizeId);
    return size && yardSizes[size].enabled ? tierOffers(yardSizes[size]) : [];
  },
  sizeNoun: () => MOWING_SIZE_NOUN,
  findings: mowingFindings,
};
