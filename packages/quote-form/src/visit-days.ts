import { MONTH_SHORT_NAMES } from "@yq/form-schema/month-names";
import { addDays, dayOf, utcOf, weekdayOf } from "@yq/form-schema/scheduling/calendar-day";
import type { VisitDay } from "@yq/form-schema/scheduling/booking";

// The visitor's calendar as plain data: its dates are calendar days in the business's time zone,
// handled with calendar-day.ts's UTC arithmetic.

/** "2027-05" of a day. */
export const monthOf = (date: string) => date.slice(0, 7);

/** "May 2027" */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${MONTH_SHORT_NAMES[(m ?? 1) - 1]} ${y}`;
}

/** The months from the first day's to the last day's, each once and in order, gaps included. */
export function monthsOf(days: readonly VisitDay[]): string[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const months: string[] = [];
  for (let day = `${monthOf(first.date)}-01`; monthOf(day) <= monthOf(last.date);) {
    months.push(monthOf(day));
    const time = utcOf(day);
    day = dayOf(new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth() + 1, 1)));
  }
  return months;
}

/** A cell of the month grid: a day of the range, a day of the month outside it (out), or padding. */
export type CalendarCell = VisitDay | { date: string; status: "out" } | null;

/**
 * The month as weeks of seven cells, Sunday first (WEEKDAY_NAMES' order). A day of the month that
 * the server did not send lies outside the bookable range (before the soonest or after the latest).
 */
export function monthWeeks(month: string, days: readonly VisitDay[]): CalendarCell[][] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const first = `${month}-01`;
  const cells: CalendarCell[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) {
    cells.push(byDate.get(date) ?? { date, status: "out" });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const MOVES: Record<string, (date: string) => string> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  Home: (date) => addDays(date, -weekdayOf(date)),
  End: (date) => addDays(date, 6 - weekdayOf(date)),
};

/**
 * Where a key moves the focus in the grid: a day left, right, a week up or down, the week's
 * start or end; kept inside the range the server sent. Null: the key is not a move.
 */
export function moveDay(date: string, key: string, days: readonly VisitDay[]): string | null {
  const move = MOVES[key];
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  if (!move || !first || !last) return null;
  const to = move(date);
  return to < first ? first : to > last ? last : to;
}

/** The day the grid of `month` offers to the keyboard first: an open one, else the range's first in it. */
export function firstFocusable(month: string, days: readonly VisitDay[]): string | null {
  const inMonth = days.filter((day) => monthOf(day.date) === month);
  return (inMonth.find((day) => day.status === "open") ?? inMonth[0])?.date ?? null;
}
