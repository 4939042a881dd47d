import type { AgreementRow } from "@yq/form-schema/agreement/agreement-words";
import type { PricedQuote } from "@yq/form-schema/pricing/line-items";

// The rows of a quote in the visitor's words live with the agreement (agreement-words.ts); this
// keeps the names the form's parts import.

export type SummaryRow = AgreementRow;
export { perUnit, quoteRows as pricedRows } from "@yq/form-schema/agreement/agreement-words";

/** Whether the quote says more than its one price: add-ons, a discount, tax or several units. */
export function hasMoreThanOnePrice(quote: PricedQuote): boolean {
  const { lines, totals } = quote;
  return lines.length > 1 || totals.discountCents > 0 || totals.taxCents > 0 || lines.some((l) => l.quantity > 1);
}
