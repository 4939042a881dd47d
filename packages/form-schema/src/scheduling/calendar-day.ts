import { MONTH_SHORT_NAMES } from "../month-names";

// Calendar days as "YYYY-MM-DD" strings: a visit is an all-day date in the business's zone. The
// arithmetic runs on UTC midnights, where no day is 23 or 25 hours long and the reader's own zone
// never moves a day (a visitor in Hawaii booking a business in Maine sees the business's Tuesday).
// Free of zod, so the visitor's calendar loads without it.

/** 0 Sunday … 6 Saturday, as Date#getUTCDay counts them. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const MS_PER_DAY = 86_400_000;

/** The day's UTC midnight. */
export const utcOf = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
};

/** The UTC calendar day of a time. */
export const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** The day `days` days after `day` (before, when negative). */
export const addDays = (day: string, days: number) => dayOf(new Date(utcOf(day).getTime() + days * MS_PER_DAY));

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => utcOf(day).getUTCDay();

export const daysBetween = (from: string, to: string) =>
  Math.round((utcOf(to).getTime() - utcOf(from).getTime()) / MS_PER_DAY);

/** "2027-05-04" as "Tuesday, May 4". */
export function calendarDayText(day: string): string {
  const time = utcOf(day);
  return `${WEEKDAY_NAMES[time.getUTCDay()]}, ${MONTH_SHORT_NAMES[time.getUTCMonth()]} ${time.getUTCDate()}`;
}
