// Every text that shows an amount of money is written here, so the form, the owner's app, the
// emails, the texts and the CSV write the same amount the same way. Money is computed in integer
// cents (money.ts in pricing/); the form document keeps the owner's prices in dollars,
// hence a formatter for each. Amounts are written by hand as en-US writes US dollars
// ("$1,234.50", "-$5"), without Intl: number-text.ts says why (decision 132).
import { hasMinus, unsignedDecimalText } from "./number-text";

const usd = (dollars: number, places: number) =>
  `${hasMinus(dollars) ? "-" : ""}$${unsignedDecimalText(dollars, places)}`;

/** "$39", "$49.50", "$1,200": dollars as the form shows prices, cents only when there are any. */
export function formatPrice(dollars: number): string {
  return usd(dollars, Number.isInteger(dollars) ? 0 : 2);
}

/** formatPrice of an amount in cents: 4500 is "$45", 4384 is "$43.84". */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

/** "$1,234.50": cents as the owner's views write money (always with cents: line items add up). */
export function centsText(cents: number): string {
  return usd(cents / 100, 2);
}
