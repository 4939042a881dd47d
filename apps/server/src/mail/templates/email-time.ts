// Times in emails are written in the owner's time zone, a profile setting.

type ZoneFormat = { format: Intl.DateTimeFormat; minute: number; text: string };

// Formatting with the zone's name costs microseconds, and every accept writes its time: the text
// of the latest minute is kept per zone (every zone's offset is whole minutes).
const formats = new Map<string, ZoneFormat>();

/** "Nov 26, 2026, 9:15 AM EST": a time in the owner's zone, named so it is never misread. */
export function timeIn(date: Date, timeZone: string): string {
  let zone = formats.get(timeZone);
  if (!zone) {
    const format = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    });
    zone = { format, minute: Number.NaN, text: "" };
    formats.set(timeZone, zone);
  }
  const minute = Math.floor(date.getTime() / 60_000);
  if (zone.minute !== minute) {
    zone.text = zone.format.format(date);
    zone.minute = minute;
  }
  return zone.text;
}
