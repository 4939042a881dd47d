// The dates a season's instalments fall on; money.ts splits the amounts. Pure, for the public
// form's service step and the server alike.

/** "YYYY-MM-DD" of a date in UTC, which a calendar date is kept as here. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The same day `months` later, on the month's last day when it has no such day (Jan 31 → Feb 28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

/**
 * The day a season ("MM-DD" start and end) next begins, counted from `today` ("YYYY-MM-DD"):
 * today itself while the season is on (a season may run over the new year).
 */
export function seasonStartFrom(today: string, start: string, end: string): string {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5);
  const wraps = start > end;
  const inSeason = wraps ? monthDay >= start || monthDay <= end : monthDay >= start && monthDay <= end;
  if (inSeason) return today;
  return monthDay < start ? `${year}-${start}` : `${year + 1}-${start}`;
}

/** The due dates of `count` instalments: the first on `first`, then one a month on the same day. */
export function instalmentDates(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}
