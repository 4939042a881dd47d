// Times in emails are written in the owner's time zone, a profile setting (decision 092).

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 26, 2026, 9:15 AM EST": a time in the owner's zone, named so it is never misread. */
export function timeIn(date: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    });
    formats.set(timeZone, format);
  }
  return format.format(date);
}
