import { TZDate } from "@date-fns/tz";

// A customer may skip a visit from their page until skip_cutoff_hours before the visit's day
// starts in the business's time zone (decision 122): the crew's day is planned the evening
// before, so a later change is a phone call, not a button.

/** When skipping `day` stops being possible: its midnight in `timeZone`, less the cut-off. */
export function skipDeadline(day: string, timeZone: string, cutoffHours: number): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnight = new TZDate(year, month - 1, date, 0, 0, 0, 0, timeZone);
  return new Date(midnight.getTime() - cutoffHours * 3600_000);
}

export const canSkip = (day: string, timeZone: string, cutoffHours: number, now = new Date()) =>
  now.getTime() < skipDeadline(day, timeZone, cutoffHours).getTime();

/** "24 hours", "1 hour", "2 days": the cut-off as the page says it. */
export function cutoffText(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}
