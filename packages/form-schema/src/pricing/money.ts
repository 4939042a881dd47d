// Money is integer cents. The form document keeps the owner's prices in dollars
// (what the builder shows and what every stored form already holds); the pricing engine turns
// each into cents once, here, and does all arithmetic in cents after that.

/** Dollars to cents, half a cent rounded up: the one rounding rule of every price. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100 + Number.EPSILON * 100);
}

/** A share of an amount in cents (a percentage, a rate): rounded by the same rule. */
export function centsPart(cents: number, numerator: number, denominator: number): number {
  return Math.round((cents * numerator) / denominator + Number.EPSILON);
}

/**
 * A total paid in `count` instalments (a snow season): parts of whole cents that add
 * up to it exactly, equal whole cents with the last absorbing what is left ($547.19 in 3 is
 * $182.39, $182.39, $182.41), so none is ever negative however small the total. The one split of
 * the first charge the server takes, the instalments it bills and the visitor's words.
 */
export function splitInstalments(totalCents: number, count: number): number[] {
  if (count <= 1) return [totalCents];
  const each = Math.floor(totalCents / count);
  return [...Array.from({ length: count - 1 }, () => each), totalCents - each * (count - 1)];
}
