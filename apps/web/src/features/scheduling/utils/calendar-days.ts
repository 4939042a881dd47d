import { format, parse } from "date-fns";

// A calendar day of the business ("2026-12-07") is a date without a time or a zone; date-fns works
// on it as the browser's local midnight, which no zone difference can move to another day.

const DAY_FORMAT = "yyyy-MM-dd";

export const toDate = (day: string) => parse(day, DAY_FORMAT, new Date(2000, 0, 1));
export const toDay = (date: Date) => format(date, DAY_FORMAT);

/** "Mon, Nov 30" */
export const dayLabel = (day: string) => format(toDate(day), "EEE, MMM d");
/** "Monday, November 30" */
export const dayName = (day: string) => format(toDate(day), "EEEE, MMMM d");
/** "Nov 30 – Dec 6, 2026" */
export const weekLabel = (first: string, last: string) =>
  `${format(toDate(first), "MMM d")} – ${format(toDate(last), "MMM d, yyyy")}`;
/** "Dec 25, 2026" */
export const closedDayLabel = (day: string) => format(toDate(day), "MMM d, yyyy");
