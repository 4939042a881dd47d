import { addDays, dayOf, daysBetween } from "@yq/form-schema/scheduling/calendar-day";
import type { Plan } from "@yq/form-schema/pricing/plans";
import * as rruleModule from "rrule";

// rrule ships CommonJS to Node (the server's bundle leaves packages to Node, which then names only
// the default export) and ES modules to bundlers and Vite: take whichever this loader gave.
const { RRule, RRuleSet } = ((rruleModule as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule;

/** Without a season, a recurring series runs this many weeks. */
export const SERIES_WEEKS_WITHOUT_SEASON = 26;

export type SeriesInput = {
  plan: Plan;
  /** The first visit, "YYYY-MM-DD". */
  firstDay: string;
  /** The last day of the season that holds the first day; null: no season. */
  seasonEnd: string | null;
  /** The days the business is closed; a visit falling on one is dropped. */
  blackoutDates: readonly string[];
  /** A program's rounds (the agreement's termOccurrences). */
  rounds: number;
};

/** The series as an RFC 5545 rule (what bookings.rule keeps) and the days it gives. */
export type VisitSeries = { rule: string; dates: string[] };

/**
 * The visits that follow from the first: all-day dates, kept by rrule as UTC midnights with no
 * zone (floating), so a daylight-saving change between two visits moves no visit to another day.
 * Null for a plan that books no date (snow: the pushes follow the snowfalls).
 */
export function visitSeries(input: SeriesInput): VisitSeries | null {
  const { plan, firstDay, blackoutDates } = input;
  if (plan === "per_push" || plan === "seasonal") return null;
  const dtstart = utc(firstDay);
  const end = input.seasonEnd ?? addDays(firstDay, SERIES_WEEKS_WITHOUT_SEASON * 7 - 1);
  const until = utc(end);
  const set = new RRuleSet();
  if (plan === "one_time") set.rrule(new RRule({ freq: RRule.DAILY, dtstart, count: 1 }));
  else if (plan === "weekly" || plan === "biweekly")
    set.rrule(new RRule({ freq: RRule.WEEKLY, interval: plan === "weekly" ? 1 : 2, dtstart, until }));
  else if (plan === "monthly")
    set.rrule(new RRule({ freq: RRule.MONTHLY, byweekday: [nthWeekday(firstDay)], dtstart, until }));
  else set.rrule(programRule(firstDay, end, Math.max(1, input.rounds)));
  // The first visit was picked on an open day; a closed day later in the series is skipped.
  for (const day of blackoutDates) if (day > firstDay && day <= end) set.exdate(utc(day));
  return { rule: set.toString(), dates: set.all().map(dayOf) };
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The weekday of the first visit in its month: the 2nd Tuesday; a 5th one is the last. */
function nthWeekday(firstDay: string) {
  const weekday = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA][utc(firstDay).getUTCDay()]!;
  const nth = Math.ceil(Number(firstDay.slice(8)) / 7);
  return weekday.nth(nth === 5 ? -1 : nth);
}

/**
 * A program's rounds spread evenly over the weeks from the first to the season's end, at least a
 * week apart. Rounds that do not fit a week apart before the end are not booked past it: the
 * season leaves no room for them.
 */
function programRule(firstDay: string, end: string, rounds: number) {
  const dtstart = utc(firstDay);
  if (rounds === 1) return new RRule({ freq: RRule.DAILY, dtstart, count: 1 });
  const weeks = Math.floor(daysBetween(firstDay, end) / 7);
  const interval = Math.floor(weeks / (rounds - 1));
  return interval >= 1
    ? new RRule({ freq: RRule.WEEKLY, interval, dtstart, count: rounds })
    : new RRule({ freq: RRule.WEEKLY, interval: 1, dtstart, until: utc(end) });
}
