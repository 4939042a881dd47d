import { wholeNumberText } from "../../number-text";
import type { Findings, Refusal, ServiceProblems, SizeCard } from "./method-definition";
import type { AreaRates, PriceBasis } from "./shapes";

// The checks more than one method makes of its size cards and area bands (listed-service-problems.ts
// says where they are shown and why a price of 0 only warns).

export type SizePrice<S> = { key: string; words: string; of: (size: S) => number };

/** Each enabled size needs a name and each price switched on; publishing needs one size priced. */
export function sizeFindings<S extends SizeCard>(
  sizes: readonly S[],
  prices: SizePrice<S>[],
  refusal: Refusal,
): Findings {
  const fields: ServiceProblems = {};
  const enabled = sizes.filter((s) => s.enabled);
  if (enabled.length === 0) fields.sizes = "Add a size, or switch one on, so visitors can pick one.";
  for (const size of enabled) {
    if (size.label.trim() === "") fields[`size:${size.id}:label`] = "Name this size, like “2-car driveway”.";
    for (const price of prices) {
      if (price.of(size) <= 0) fields[`size:${size.id}:${price.key}`] = `Set ${price.words} for this size.`;
    }
  }
  const priced = enabled.some((s) => prices.some((price) => price.of(s) > 0));
  return { fields, refusals: priced ? [] : [refusal] };
}

/**
 * Bands must rise, and only the last may be open-ended. A band at $0 is never offered, whatever
 * the minimum (price-basis.ts, areaPriceCents); publishing needs one band with a rate.
 */
export function rateFindings({ bands }: AreaRates): Findings {
  const fields: ServiceProblems = {};
  let previous = 0;
  bands.forEach((band, index) => {
    const last = index === bands.length - 1;
    if (band.upToSqFt === null && !last) {
      fields[`band:${index}:upTo`] = "Only the last band can be open-ended: enter where this one ends.";
    } else if (band.upToSqFt !== null && band.upToSqFt <= previous) {
      fields[`band:${index}:upTo`] =
        `End this band above ${wholeNumberText(previous)} sq ft, where the one before it ends.`;
    }
    if (band.ratePerThousandSqFt <= 0) fields[`band:${index}:rate`] = "Set a rate per 1,000 sq ft.";
    previous = Math.max(previous, band.upToSqFt ?? previous);
  });
  const refusals: Refusal[] = [];
  if (!bands.some((b) => b.ratePerThousandSqFt > 0)) {
    refusals.push((service) => `${service} needs a rate above $0 per 1,000 sq ft.`);
  }
  if (bands.some((_, index) => fields[`band:${index}:upTo`])) {
    refusals.push(
      (service) => `${service}: each area band must end above the one before it, and only the last may be open-ended.`,
    );
  }
  return { fields, refusals };
}

export function basisFindings(price: PriceBasis, noun: string): Findings {
  if (price.basis === "area") return rateFindings(price.rates);
  return sizeFindings(
    price.sizes,
    [{ key: "price", words: "a price", of: (s) => s.price }],
    (service) => `${service} needs at least one enabled ${noun} with a price.`,
  );
}
