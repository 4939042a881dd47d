import { areaPriceCents } from "../price-basis";

// A measured lawn priced by the owner's rate, in one place: the engine's offers (index.ts) and the
// prices the measure step shows while the visitor draws (measured-quote.ts) both come from here.

/**
 * Rate x area / 1,000 in cents, never below the measurement's minimum; null for a rate of 0 (not
 * offered). One band with no end: the same rounding as a listed service's area bands.
 */
export function mowingRateCents(rate: number, minimum: number, areaSqFt: number): number | null {
  return areaPriceCents({ bands: [{ upToSqFt: null, ratePerThousandSqFt: rate }], minimum }, areaSqFt);
}
