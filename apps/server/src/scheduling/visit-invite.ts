import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, type ICalCalendar } from "ical-generator";
import { addDays } from "@yq/form-schema/scheduling/calendar-day";
import type { SeriesChanges } from "./series-changes";

// A booking as a calendar invite (RFC 5545 with METHOD:REQUEST, RFC 5546): one all-day event for
// the whole series, so the customer's calendar shows every visit from one attachment.

type VisitInviteInput = {
  bookingId: string;
  /** The first visit, "YYYY-MM-DD". */
  firstDay: string;
  /** bookings.rule: DTSTART, RRULE and EXDATE lines as rrule wrote them. */
  rule: string;
  /** The owner's zone: a visit is a day there. */
  timeZone: string;
  /** PUBLIC_URL (or the address the visitor used): its host names the invite's UID. */
  publicUrl: string;
  business: { name: string | null; email: string };
  customer: { name: string | null; email: string };
  serviceName: string | null;
  address: string | null;
  scheduleText: string;
  /** A later invite for the same booking (series-changes.ts): what changed, and its SEQUENCE. */
  changes?: SeriesChanges & { sequence: number };
};

/**
 * The text of visit.ics. A change is sent as the whole series again under the same UID with a
 * higher SEQUENCE: the master event (its cancelled occurrences as EXDATEs) and, for each moved
 * visit, an override carrying RECURRENCE-ID. That is how Google Calendar and Outlook send a moved
 * occurrence themselves, and all three (Apple Calendar too) update the event already imported
 * from the booking email; an override sent alone is dropped by Outlook, which wants its master,
 * and a new single event would leave the old day in the customer's calendar.
 */
export function visitInvite(input: VisitInviteInput): string {
  const cal = calendarIn(input.timeZone);
  cal.method(ICalCalendarMethod.REQUEST);
  const summary = [input.serviceName, input.business.name].filter(Boolean).join(" — ") || "Visit";
  const { changes } = input;
  const base = {
    id: `booking-${input.bookingId}@${new URL(input.publicUrl).hostname}`,
    allDay: true,
    sequence: changes?.sequence ?? 0,
    summary,
    location: input.address || null,
    description: input.scheduleText,
    organizer: { name: input.business.name ?? input.business.email, email: input.business.email },
    attendees: [
      {
        name: input.customer.name ?? undefined,
        email: input.customer.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  };
  const repeating = allDayRule(input.rule, changes?.cancelled ?? []);
  cal.createEvent({ ...base, start: utcDay(input.firstDay), end: utcDay(addDays(input.firstDay, 1)), repeating });
  // A single visit has no occurrences to override: its event itself starts on the visit's day.
  if (repeating)
    for (const { occurrence, day } of changes?.moved ?? [])
      cal
        .createEvent({ ...base, start: utcDay(day), end: utcDay(addDays(day, 1)) })
        // An all-day series names its occurrences by DATE; ical-generator's recurrenceId writes a date-time.
        .x([["RECURRENCE-ID;VALUE=DATE", occurrence.replaceAll("-", "")]]);
  return cal.toString();
}

/**
 * A calendar whose dates are written as UTC dates (all-day values carry no zone), naming the
 * owner's zone in X-WR-TIMEZONE. ical-generator's own timezone option would write every date,
 * DTSTAMP too, in the server process's local time instead.
 */
export function calendarIn(timeZone: string, name?: string): ICalCalendar {
  const cal = ical({ prodId: { company: "YardQuote", product: "Visits", language: "EN" } });
  if (name) cal.name(name);
  cal.x("X-WR-TIMEZONE", timeZone);
  return cal;
}

/** A calendar day as the UTC midnight ical-generator writes as that date. */
export const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The stored rule's RRULE and EXDATE lines with their days as DATE values, as an all-day
 * DTSTART needs them (rrule keeps them as UTC midnights); null for a single visit.
 */
function allDayRule(rule: string, cancelled: readonly string[]): string | null {
  const lines = rule.split(/\r?\n/);
  const rrule = lines.find((l) => l.startsWith("RRULE:"));
  if (!rrule || /(^|[:;])COUNT=1(;|$)/.test(rrule)) return null;
  const asDate = (value: string) => value.replace(/T000000Z?/g, "");
  const exdates = lines
    .filter((l) => l.startsWith("EXDATE"))
    .flatMap((l) => l.slice(l.indexOf(":") + 1).split(","))
    .map(asDate)
    .concat(cancelled.map((day) => day.replaceAll("-", "")));
  return [
    rrule.replace(/UNTIL=(\d{8})T\d{6}Z?/, "UNTIL=$1"),
    ...(exdates.length > 0 ? [`EXDATE;VALUE=DATE:${exdates.join(",")}`] : []),
  ].join("\n");
}
