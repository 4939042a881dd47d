import { PRICE_FREQUENCIES, type PriceFrequency, type YardSize } from "./constants";
import type { FormDocument, YardSizeSettings, YardSizes } from "./form-document";
import { tierBounds } from "./measurement-tiers";
import { mowingRateCents } from "./pricing/methods/mowing/rate";

// From a measured lawn to what the visitor is offered. The browser uses it to show the price as
// the visitor draws; the server runs it again on the outlines it receives.

/** The tier a measured area falls in; above the owner's maximum it is the custom-size path. */
export function measuredYardSize(yardSizes: YardSizes, areaSqFt: number): YardSize {
  const settings = yardSizes.measurement;
  if (areaSqFt > settings.maxSqFt) return "custom";
  const bounds = tierBounds(yardSizes, settings);
  return areaSqFt <= bounds.smallMaxSqFt ? "small" : areaSqFt <= bounds.mediumMaxSqFt ? "medium" : "large";
}

const PRICE_FIELDS: Record<
  PriceFrequency,
  [
    "weeklyPrice" | "biweeklyPrice" | "monthlyPrice",
    "weeklyPriceEnabled" | "biweeklyPriceEnabled" | "monthlyPriceEnabled",
  ]
> = {
  weekly: ["weeklyPrice", "weeklyPriceEnabled"],
  biweekly: ["biweeklyPrice", "biweeklyPriceEnabled"],
  monthly: ["monthlyPrice", "monthlyPriceEnabled"],
};

/**
 * The tier's settings with prices from the owner's rates (rate pricing) or unchanged (tier pricing).
 * A rate's price is the engine's, in cents (pricing/methods/mowing/rate.ts), shown here in dollars,
 * so the measure step shows what the server charges.
 */
export function measuredTierSettings(yardSizes: YardSizes, size: YardSize, areaSqFt: number): YardSizeSettings {
  const base = { ...yardSizes[size], enabled: true };
  const { pricing, ratePerThousandSqFt, minimumPrice } = yardSizes.measurement;
  if (size === "custom" || pricing === "tiers") return base;
  for (const f of PRICE_FREQUENCIES) {
    const [price, enabled] = PRICE_FIELDS[f];
    const cents = mowingRateCents(ratePerThousandSqFt[f], minimumPrice, areaSqFt);
    base[price] = cents === null ? 0 : cents / 100;
    base[enabled] = cents !== null;
  }
  return base;
}

/**
 * The document as the visitor with this lawn sees it: the measured tier carries the prices that
 * apply (and is on, even where the owner hides that card, since the area chose it).
 */
export function measuredDocument<T extends Pick<FormDocument, "yardSizes">>(
  doc: T,
  areaSqFt: number,
): { doc: T; size: YardSize } {
  const size = measuredYardSize(doc.yardSizes, areaSqFt);
  const yardSizes = { ...doc.yardSizes, [size]: measuredTierSettings(doc.yardSizes, size, areaSqFt) };
  return { doc: { ...doc, yardSizes }, size };
}
