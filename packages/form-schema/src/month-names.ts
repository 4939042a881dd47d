// The months as the product writes them: the builder's season fields and the form's snow-season
// note read the same names; scripts/contract-lists.test.ts fails on a copy of the list elsewhere.

/** January to December, as the short names the form and the builder write. */
export const MONTH_SHORT_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** A day that comes back every year, "11-15" (MM-DD, as a snow season's dates are kept), as "Nov 15". */
export function monthDayText(value: string): string {
  const [month, day] = value.split("-").map(Number);
  return `${MONTH_SHORT_NAMES[(month ?? 1) - 1] ?? ""} ${day ?? ""}`.trim();
}
