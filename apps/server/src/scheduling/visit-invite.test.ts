import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { book, bookingOwner } from "../test/booking-fixtures";
import { appMailWorker } from "../test/mail-worker";
import { acceptedLead, paymentForm } from "../test/payments-setup";
import { withListedServices } from "../test/pricing-fixtures";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink";
import { createTestApp, type TestApp } from "../test/test-app";
import { addDays } from "@yq/form-schema/scheduling/calendar-day";
import { todayIn } from "./calendar-days";

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** Sends what the app queued; the invite of the booking email whose first visit is `firstDate`. */
async function bookingInvite(firstDate: string) {
  const worker = appMailWorker(t);
  await worker.drain();
  await worker.stop();
  const invites = smtp.messages
    .filter((m) => m.to.includes(VISITOR_ANSWERS.email) && /visit\.ics/.test(m.raw))
    .map((m) => ({ ...inviteOf(m.raw), replyTo: m.header("reply-to") }));
  const invite = invites.find(({ calendar }) => {
    const start = calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("dtstart");
    return String(start) === firstDate;
  });
  if (!invite) throw new Error(`no booking email for ${firstDate}`);
  return invite;
}

/** The MIME part named visit.ics: its headers and its decoded text. */
function inviteOf(raw: string) {
  const part = raw
    .split(/\r\n--[^\r\n]+\r\n/)
    .find((p) => /^Content-Type: text\/calendar/im.test(p) && /filename="?visit\.ics/i.test(p));
  if (!part) throw new Error(`no visit.ics in:\n${raw}`);
  const at = part.indexOf("\r\n\r\n");
  const head = part.slice(0, at).replace(/\r\n[ \t]+/g, " ");
  const body = part.slice(at + 4).split(/\r\n--/)[0]!;
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8")
        : body;
  return { contentType: /^Content-Type: ([^\r\n]+)/im.exec(head)![1]!, calendar: new ICAL.Component(ICAL.parse(text)) };
}

/** Every day the event falls on, as its recurrence (RRULE less EXDATE) gives them. */
function occurrences(vevent: ICAL.Component): string[] {
  const iterator = new ICAL.Event(vevent).iterator();
  const days: string[] = [];
  for (let next = iterator.next(); next && days.length < 200; next = iterator.next()) days.push(next.toString());
  return days;
}

describe("the booking email's calendar invite", () => {
  it("carries the weekly series as one all-day event, less the closed day, from the business to the customer", async () => {
    const today = todayIn("America/New_York");
    const closed = addDays(today, 10);
    const owner = await bookingOwner(t, { blackoutDates: [closed] });
    const lead = await acceptedLead(t, (await paymentForm(t, owner.userId, { mode: "none" })).id);
    const first = owner.day(3);
    const { status, body } = await book(t, lead, first);
    expect(status).toBe(201);

    const { contentType, calendar, replyTo } = await bookingInvite(first);
    expect(contentType).toMatch(/^text\/calendar; ?method=REQUEST/i);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/New_York");
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const vevent = events[0]!;
    expect(vevent.getFirstPropertyValue("uid")).toMatch(/^booking-[0-9a-f-]{36}@/);
    const start = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe(first);
    const rule = vevent.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.interval).toBe(1);
    const excluded = vevent.getAllProperties("exdate").flatMap((p) => p.getValues().map(String));
    expect(excluded).toEqual([closed]);
    // The calendar shows exactly the visits that were booked.
    expect(body.booked.dates).not.toContain(closed);
    expect(occurrences(vevent)).toEqual(body.booked.dates);

    const organizer = vevent.getFirstProperty("organizer")!;
    // The calendar's answers go where the email's replies go: the business's own address.
    expect(replyTo).toBe("owner@example.com");
    // The scheme's case is free (RFC 5545 3.3.3): ical-generator writes MAILTO for attendees.
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe(`mailto:${replyTo}`);
    expect(organizer.getParameter("cn")).toBe("Green Lawns");
    expect(String(vevent.getFirstProperty("attendee")!.getFirstValue()).toLowerCase()).toBe(
      `mailto:${VISITOR_ANSWERS.email}`,
    );
    expect(vevent.getFirstPropertyValue("summary")).toBe("Mowing — Green Lawns");
    expect(vevent.getFirstPropertyValue("location")).toBe("1 Elm St, Springfield, IL, 62701");
    expect(vevent.getFirstPropertyValue("description")).toBe(body.booked.scheduleText);
  });

  it("makes a one-time job a single all-day event with no recurrence", async () => {
    const owner = await bookingOwner(t);
    const form = await paymentForm(t, owner.userId, { mode: "none" }, withListedServices());
    const job = await acceptedLead(t, form.id, { serviceId: "aeration", sizeId: "std" });
    const day = owner.day(5);
    expect((await book(t, job, day)).body.booked.dates).toEqual([day]);

    const vevent = (await bookingInvite(day)).calendar.getFirstSubcomponent("vevent")!;
    expect((vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toString()).toBe(day);
    expect(vevent.getFirstProperty("rrule")).toBeNull();
    expect(occurrences(vevent)).toEqual([day]);
  });
});
