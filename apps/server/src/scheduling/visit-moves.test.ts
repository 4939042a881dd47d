import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { addDays, calendarDayText, weekdayOf } from "@yq/form-schema/scheduling/calendar-day";
import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { webhookPayloadSchema } from "@yq/form-schema/webhooks";
import { and, eq, like } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { webhookEndpoints } from "../db/schema/webhooks";
import { book, bookingOwner, placesTaken } from "../test/booking-fixtures";
import { acceptedLead, paymentForm, subscribedOwner } from "../test/payments-setup";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const HOOK = "https://hooks.example.com/moves";
type Owner = Awaited<ReturnType<typeof bookingOwner>>;

async function visitsOn(owner: Owner, from: string, to = from) {
  const res = await owner.get(`/api/schedule/visits?from=${from}&to=${to}`);
  return ((await res.json()) as { visits: ScheduledVisit[] }).visits;
}

const takenOn = (userId: string, day: string) => placesTaken(t, userId, day);

const move = (owner: Owner, visitId: string, day: string) =>
  owner.post(`/api/schedule/visits/${visitId}/move`, { day });

describe("moving a visit", () => {
  it("takes the new day's place, gives the old one back and sends the customer an updated invite", async () => {
    const owner = await bookingOwner(t, { crews: 1, visitsPerCrew: 2 });
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    await t.db
      .insert(webhookEndpoints)
      .values({ userId: owner.userId, url: HOOK, events: ["visit.rescheduled"], secret: "whsec_x" });
    const lead = await acceptedLead(t, form.id);
    const first = owner.day(3);
    expect((await book(t, lead, first)).status).toBe(201);
    const second = addDays(first, 7);
    const [visit] = await visitsOn(owner, second);
    const to = addDays(second, 2);

    const res = await move(owner, visit!.id, to);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ from: second, visit: { id: visit!.id, date: to, status: "scheduled" } });
    expect(await takenOn(owner.userId, second)).toBe(0);
    expect(await takenOn(owner.userId, to)).toBe(1);
    expect(await visitsOn(owner, second)).toEqual([]);

    const [email] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "visit_moved"), like(outbox.dedupeKey, `visit-moved:${visit!.id}:%`)));
    expect(email).toMatchObject({
      to: VISITOR_ANSWERS.email,
      subject: `Your visit has moved to ${calendarDayText(to)}`,
    });
    expect(email!.text).toContain(`Your visit on ${calendarDayText(second)} has moved to ${calendarDayText(to)}.`);

    // The invite is the series again under the booking's UID: the master, and the moved occurrence.
    const [attachment] = email!.attachments!;
    expect(attachment).toMatchObject({ filename: "visit.ics", contentType: "text/calendar; method=REQUEST" });
    const calendar = new ICAL.Component(ICAL.parse(String(attachment!.content)));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const [master, override] = calendar.getAllSubcomponents("vevent");
    expect(master!.getFirstPropertyValue("uid")).toBe(override!.getFirstPropertyValue("uid"));
    expect(master!.getFirstPropertyValue("uid")).toBe(
      `booking-${visit!.bookingId}@${new URL(t.env.publicUrl).hostname}`,
    );
    expect(String(master!.getFirstPropertyValue("dtstart"))).toBe(first);
    expect(master!.getFirstProperty("rrule")).not.toBeNull();
    const recurrenceId = override!.getFirstPropertyValue("recurrence-id") as ICAL.Time;
    expect(recurrenceId.isDate).toBe(true);
    expect(recurrenceId.toString()).toBe(second);
    expect(String(override!.getFirstPropertyValue("dtstart"))).toBe(to);
    expect(Number(master!.getFirstPropertyValue("sequence"))).toBeGreaterThan(0);
    // The calendar shows the visit on its new day, and no longer on its old one.
    const event = new ICAL.Event(master!, { strictExceptions: true });
    event.relateException(override!);
    const days: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && days.length < 4; next = iterator.next())
      days.push(event.getOccurrenceDetails(next).startDate.toString());
    expect(days).toEqual([first, to, addDays(first, 14), addDays(first, 21)]);

    const [hook] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "webhook"), eq(outbox.to, HOOK)));
    expect(webhookPayloadSchema.parse(JSON.parse(hook!.text))).toMatchObject({
      type: "visit.rescheduled",
      data: { leadId: lead.leadId, visitId: visit!.id, from: second, to },
    });

    // Moved back, it is told again.
    expect((await move(owner, visit!.id, second)).status).toBe(200);
    const moves = await t.db.select().from(outbox).where(eq(outbox.kind, "visit_moved"));
    expect(moves.filter((m) => m.dedupeKey.startsWith(`visit-moved:${visit!.id}:`))).toHaveLength(2);
  });

  it("refuses a past, closed, out-of-season or full day, and a visit that is not scheduled", async () => {
    const owner = await bookingOwner(t, { crews: 1, visitsPerCrew: 1 });
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const amy = await acceptedLead(t, form.id);
    const bob = await acceptedLead(t, form.id);
    expect((await book(t, amy, owner.day(2))).status).toBe(201);
    expect((await book(t, bob, owner.day(4))).status).toBe(201);
    const [visit] = await visitsOn(owner, owner.day(2));
    const refused = async (day: string, status: number) => {
      const res = await move(owner, visit!.id, day);
      expect(res.status).toBe(status);
      return ((await res.json()) as { error: string }).error;
    };

    expect(await refused(owner.day(4), 409)).toBe(
      `${calendarDayText(owner.day(4))} is full: all 1 places are taken. Pick another day, or skip or move a visit on it first.`,
    );
    expect(await refused(owner.day(-1), 422)).toBe(
      `${calendarDayText(owner.day(-1))} is in the past. Pick today or a later day.`,
    );
    expect(await refused(owner.day(2), 422)).toBe(`The visit is already on ${calendarDayText(owner.day(2))}.`);
    expect(await refused(addDays(owner.day(2), 7), 409)).toBe(
      `This customer's plan already has a visit on ${calendarDayText(addDays(owner.day(2), 7))}. Pick another day.`,
    );
    expect((await move(owner, visit!.id, "2027-02-30")).status).toBe(400);

    const closed = owner.day(5);
    const everyDayBut = [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekdayOf(owner.day(6)));
    const put = await owner.put("/api/schedule/availability", {
      bookingOn: true,
      workingDays: everyDayBut,
      crews: 1,
      visitsPerCrew: 1,
      earliestDaysAhead: 1,
      latestDaysAhead: 60,
      blackoutDates: [closed],
      season: null,
    });
    expect(put.status).toBe(200);
    expect(await refused(closed, 422)).toBe(`You closed ${calendarDayText(closed)} (a closed day). Pick another day.`);
    expect(await refused(owner.day(6), 422)).toBe(
      `${calendarDayText(owner.day(6))} is not one of your working days. Pick another day, or add it to your working days.`,
    );
    // A season that ends before the day.
    const outside = owner.day(1);
    const md = (day: string) => day.slice(5);
    const season = { start: md(addDays(outside, 10)), end: md(addDays(outside, 40)) };
    const seasonal = await owner.put("/api/schedule/availability", {
      ...(await put.clone().json()).availability,
      season,
    });
    expect(seasonal.status).toBe(200);
    expect(await refused(outside, 422)).toMatch(
      new RegExp(`^${calendarDayText(outside)} is outside your season \\(.+ to .+\\)\\. Pick a day in the season\\.$`),
    );
    // Nothing moved: the places are where they were.
    expect(await takenOn(owner.userId, owner.day(2))).toBe(1);
    expect(await takenOn(owner.userId, owner.day(4))).toBe(1);

    // Only a scheduled visit moves.
    expect((await owner.post(`/api/schedule/visits/${visit!.id}/skip`)).status).toBe(200);
    expect(await refused(owner.day(3), 409)).toBe("This visit was skipped; only a scheduled visit can move.");
  });

  it("answers another owner's visit as a missing one", async () => {
    const owner = await bookingOwner(t);
    const lead = await acceptedLead(t, (await paymentForm(t, owner.userId, { mode: "none" })).id);
    expect((await book(t, lead, owner.day(3))).status).toBe(201);
    const [visit] = await visitsOn(owner, owner.day(3));
    const other = await subscribedOwner(t);
    const res = await other.post(`/api/schedule/visits/${visit!.id}/move`, { day: owner.day(5) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Visit not found." });
    expect((await other.post(`/api/schedule/visits/not-a-visit/move`, { day: owner.day(5) })).status).toBe(404);
    expect((await t.client().post(`/api/schedule/visits/${visit!.id}/move`, { day: owner.day(5) })).status).toBe(401);
    expect((await visitsOn(owner, owner.day(3)))[0]?.id).toBe(visit!.id);
  });
});
