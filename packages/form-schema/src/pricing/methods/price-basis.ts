import { centsPart, toCents } from "../money";
import type { QuoteMeasure } from "../pricing-input";
import type { SizeCard } from "./method-definition";
import type { AreaRates, PriceBasis } from "./shapes";

// A price by size card or by area, shared by the methods priced either way (program, one_time).

/** The band an area falls in prices the whole area; null beyond the last band. */
export function areaPriceCents(rates: AreaRates, areaSqFt: number): number | null {
  const band = rates.bands.find((b) => b.upToSqFt === null || areaSqFt <= b.upToSqFt);
  if (!band || band.ratePerThousandSqFt <= 0) return null;
  return Math.max(toCents(rates.minimum), centsPart(toCents(band.ratePerThousandSqFt), areaSqFt, 1000));
}

/** The service's own minimum (an area's), in cents; a size card has none. */
export const basisFloorCents = (basis: PriceBasis) => (basis.basis === "area" ? toCents(basis.rates.minimum) : 0);

/** A size card's or an area's price, in cents; null when neither applies or it is not offered. */
export function basisPriceCents(basis: PriceBasis, measure: QuoteMeasure): number | null {
  if (basis.basis === "area") return measure.areaSqFt ? areaPriceCents(basis.rates, measure.areaSqFt) : null;
  const size = basis.sizes.find((s) => s.id === measure.sizeId && s.enabled);
  return size && size.price > 0 ? toCents(size.price) : null;
}

export const basisSizeCards = (basis: PriceBasis): readonly SizeCard[] => (basis.basis === "size" ? basis.sizes : []);
