import { formatCents } from "../money-format";
import { monthDayText } from "../month-names";
import { PRICE_UNIT_LABELS, type PriceUnit } from "../pricing/plans";
import type { TaxDisplay } from "../pricing/pricing-settings";
import type { LineItem, PricedQuote } from "../pricing/line-items";
import type { Agreement } from "./agreement";

// The agreement in words: the rows the quote card shows before Accept, the accepted
// summary, both emails and the owner's lead view. Each row is a figure of the agreement, written
// once here, so no two surfaces can say different amounts. Pure, free of zod.

export type AgreementRow = { label: string; value: string };

/** "$45 per push", "$120 one time". */
export const perUnit = (cents: number, unit: PriceUnit) => `${formatCents(cents)} ${PRICE_UNIT_LABELS[unit]}`;

/** "Dec 2, 2026": a due date as the visitor and the owner read it. */
export function dayText(day: string): string {
  return `${monthDayText(day.slice(5))}, ${day.slice(0, 4)}`;
}

export function lineValue(line: LineItem, taxDisplay: TaxDisplay): string {
  // After tax, a line reads as what it costs (its discount and tax inside); before tax, its price.
  if (taxDisplay === "after_tax") return formatCents(line.totalCents);
  if (line.quantity > 1) {
    return `${line.quantity} × ${formatCents(line.unitPriceCents)} = ${formatCents(line.unitPriceCents * line.quantity)}`;
  }
  return perUnit(line.unitPriceCents, line.unit);
}

/** "3 payments of $182.40", or where the rounding left the last one different, "…, the last $182.39". */
export function instalmentWords(amountsCents: readonly number[]): string {
  const first = amountsCents[0] ?? 0;
  const last = amountsCents[amountsCents.length - 1] ?? 0;
  const words = `${amountsCents.length} payments of ${formatCents(first)}`;
  return first === last ? words : `${words}, the last ${formatCents(last)}`;
}

/** Whether the agreement says more than its one price: lines, a discount, tax, parts or a payment today. */
export function saysMoreThanOnePrice(a: Agreement, dueToday = true): boolean {
  const { lines, totals } = a;
  return (
    lines.length > 1 ||
    totals.discountCents > 0 ||
    totals.taxCents > 0 ||
    lines.some((l) => l.quantity > 1) ||
    a.instalments !== null ||
    a.recurring.some((r) => r.cents !== a.totals.totalCents) ||
    (dueToday && a.payment !== null)
  );
}

/** What quoteRows reads: an agreement, or a priced quote stored before one. */
type Quoted = Pick<Agreement, "lines" | "totals" | "promoCode" | "taxLabel"> | PricedQuote;

/**
 * Each line, the discount, the tax and the total. Before tax they add up (lines - discount + tax
 * = total); after tax each line holds its discount and tax, which are then said as included.
 */
export function quoteRows(quote: Quoted, taxDisplay: TaxDisplay): AgreementRow[] {
  const { totals } = quote;
  const after = taxDisplay === "after_tax";
  const rows: AgreementRow[] = quote.lines.map((line) => ({ label: line.name, value: lineValue(line, taxDisplay) }));
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

/**
 * The agreement's rows: quoteRows, then what later visits cost where it differs, a season's
 * instalments and their dates, and what is due today.
 */
export function agreementRows(a: Agreement, taxDisplay: TaxDisplay, dueToday = true): AgreementRow[] {
  return [...quoteRows(a, taxDisplay), ...termRows(a, dueToday)];
}

/**
 * What the agreement says beyond its lines and total: the add-ons charged at each push or visit of
 * their own, what later visits cost, instalments and their dates, and (unless the payment's own
 * status is said beside it) what is due today.
 */
export function termRows(a: Agreement, dueToday = true): AgreementRow[] {
  // Outside the total, with their tax: "Walkway shovelling (each push) $16.20".
  const rows: AgreementRow[] = a.extras.map((extra) => ({
    label: `${extra.name} (each ${extra.unit})`,
    value: formatCents(extra.eachCents ?? extra.totalCents),
  }));
  const service = a.lines.find((l) => l.kind === "service");
  for (const each of a.recurring) {
    // What every later visit or round costs, where the rows above do not already say it: a first
    // visit's discount, a one-time add-on in the first visit's total, a round's add-ons.
    if (service?.timing !== "each" || service.unit !== each.unit) continue;
    const said = service.quantity === 1 ? a.totals.totalCents : service.eachCents;
    if (each.cents === said) continue;
    rows.push({ label: service.quantity === 1 ? "Then" : `Every ${each.unit}`, value: perUnit(each.cents, each.unit) });
  }
  if (a.instalments) {
    rows.push({ label: "Paid in", value: instalmentWords(a.instalments.amountsCents) });
    rows.push({ label: "Due on", value: a.instalments.dates.map(dayText).join(", ") });
  }
  if (!dueToday) return rows;
  if (a.payment?.kind === "deposit")
    rows.push({ label: "Deposit due today", value: formatCents(a.payment.amountCents) });
  if (a.payment?.kind === "full") rows.push({ label: "Due today", value: formatCents(a.payment.amountCents) });
  if (a.payment?.kind === "card")
    rows.push({ label: "Due today", value: "Nothing; your card is saved for the service" });
  return rows;
}
