import type { LineItem, PricedQuote } from "@yq/form-schema/pricing/line-items";
import { PRICE_UNIT_LABELS, type PriceUnit } from "@yq/form-schema/pricing/plans";
import type { TaxDisplay } from "@yq/form-schema/pricing/pricing-settings";
import { formatPrice } from "@yq/form-schema/quote";

// The engine's priced quote (decision 097) in the visitor's words: the rows of the total before
// the accept, and the extra rows of the accepted summary. Pure, for the later chunks.

export type SummaryRow = { label: string; value: string };

/** Cents as the form shows prices: "$45", "$43.84". */
export const formatCents = (cents: number) => formatPrice(cents / 100);

/** "$45 per push", "$120 one time". */
export const perUnit = (cents: number, unit: PriceUnit) => `${formatCents(cents)} ${PRICE_UNIT_LABELS[unit]}`;

function lineValue(line: LineItem, taxDisplay: TaxDisplay): string {
  // After tax, a line reads as what it costs (its discount and tax inside); before tax, its price.
  if (taxDisplay === "after_tax") return formatCents(line.totalCents);
  if (line.quantity > 1) {
    return `${line.quantity} × ${formatCents(line.unitPriceCents)} = ${formatCents(line.unitPriceCents * line.quantity)}`;
  }
  return perUnit(line.unitPriceCents, line.unit);
}

/** Whether the quote says more than its one price: add-ons, a discount, tax or several units. */
export function hasMoreThanOnePrice(quote: PricedQuote): boolean {
  const { lines, totals } = quote;
  return lines.length > 1 || totals.discountCents > 0 || totals.taxCents > 0 || lines.some((l) => l.quantity > 1);
}

/**
 * The quote's rows: each line, then the discount, the tax and the total. Before tax they add up
 * (lines - discount + tax = total); after tax each line already holds its discount and tax, which
 * are then said as included.
 */
export function pricedRows(quote: PricedQuote, taxDisplay: TaxDisplay, lines = quote.lines): SummaryRow[] {
  const { totals } = quote;
  const after = taxDisplay === "after_tax";
  const rows: SummaryRow[] = lines.map((line) => ({ label: line.name, value: lineValue(line, taxDisplay) }));
  if (totals.discountCents > 0) {
    const code = quote.promoCode ? ` (${quote.promoCode})` : "";
    rows.push({
      label: `${after ? "Includes discount" : "Discount"}${code}`,
      value: `−${formatCents(totals.discountCents)}`,
    });
  }
  if (totals.taxCents > 0) {
    const label = quote.taxLabel ?? "Tax";
    rows.push({ label: after ? `Includes ${label}` : label, value: formatCents(totals.taxCents) });
  }
  rows.push({ label: "Total", value: formatCents(totals.totalCents) });
  return rows;
}
