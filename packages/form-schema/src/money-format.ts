// Every text that shows an amount of money is written here, so the form, the owner's app, the
// emails, the texts and the CSV write the same amount the same way. Money is computed in integer
// cents (money.ts in pricing/); the form document keeps the owner's prices in dollars,
// hence a formatter for each.
//
// Building an Intl.NumberFormat costs far more than formatting with one (it was the server's
// costliest function per accept in a CPU profile), so each is built once, when the module loads.
const usd = (digits: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const wholeDollars = usd(0);
const withCents = usd(2);

/** "$39", "$49.50", "$1,200": dollars as the form shows prices, cents only when there are any. */
export function formatPrice(dollars: number): string {
  return (Number.isInteger(dollars) ? wholeDollars : withCents).format(dollars);
}

/** formatPrice of an amount in cents: 4500 is "$45", 4384 is "$43.84". */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

/** "$1,234.50": cents as the owner's views write money (always with cents: line items add up). */
export function centsText(cents: number): string {
  return withCents.format(cents / 100);
}
