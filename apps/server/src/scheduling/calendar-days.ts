import { TZDate } from "@date-fns/tz";
import { addDays, dayOf, utcOf, weekdayOf } from "@yq/form-schema/scheduling/calendar-day";
import type { Availability } from "@yq/form-schema/scheduling/availability";

// The zone matters only for which day "today" is; the rest is calendar-day arithmetic.

/** The day it is now in the zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

type Season = NonNullable<Availability["season"]>;

/** Whether the day is in the season; a season may run over New Year (11-15 to 03-15). */
function inSeason(season: Season | null, day: string): boolean {
  if (!season) return true;
  const md = day.slice(5);
  return season.start <= season.end ? md >= season.start && md <= season.end : md >= season.start || md <= season.end;
}

/** The last day of the season that holds `day` (which must be in it); null for a season all year. */
export function seasonEndOf(season: Season | null, day: string): string | null {
  if (!season) return null;
  const year = Number(day.slice(0, 4));
  const endYear = season.start <= season.end || day.slice(5) <= season.end ? year : year + 1;
  // A season ending on Feb 29 ends on Feb 28 in other years.
  const end = `${endYear}-${season.end}`;
  return dayOf(utcOf(end)) === end ? end : `${endYear}-02-28`;
}

export type ClosedReason = "not_worked" | "blackout" | "out_of_season";

/** Why the business does not come on that day, or null when it works then. */
export function closedReason(a: Availability, day: string): ClosedReason | null {
  if (!a.workingDays.includes(weekdayOf(day))) return "not_worked";
  if (a.blackoutDates.includes(day)) return "blackout";
  if (!inSeason(a.season, day)) return "out_of_season";
  return null;
}

/** The season's next first day on or after `day`, which is out of season. */
function nextSeasonStart(season: Season, day: string): string {
  const year = Number(day.slice(0, 4));
  const start = (y: number) => dayOf(utcOf(`${y}-${season.start}`));
  return start(year) >= day ? start(year) : start(year + 1);
}

/**
 * The days a first visit may be on: today + earliest … today + latest, in the owner's zone. Out of
 * season the window opens on the season's first day instead, just as long, so a visitor who
 * accepts in winter books the first mow of spring rather than seeing only closed days
 * (docs/decisions/120).
 */
export function bookingWindow(a: Availability, today: string) {
  const soonest = addDays(today, a.earliestDaysAhead);
  const length = a.latestDaysAhead - a.earliestDaysAhead;
  const first = a.season && !inSeason(a.season, soonest) ? nextSeasonStart(a.season, soonest) : soonest;
  return { first, last: addDays(first, length), seasonOpens: first === soonest ? null : first };
}
