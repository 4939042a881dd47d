// Money is integer cents (decision 097). The form document keeps the owner's prices in dollars
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
 * A total paid in `count` instalments (a snow season, decision 097): equal whole cents, the first
 * taking the odd cents. The one split both of the first charge the server takes
 * (`totals.firstChargeCents`, engine.ts) and of the visitor's words ("3 payments of $200").
 */
export function instalmentSplit(totalCents: number, count: number): { firstCents: number; restCents: number } {
  const restCents = Math.floor(totalCents / count);
  return { firstCents: totalCents - restCents * (count - 1), restCents };
}
