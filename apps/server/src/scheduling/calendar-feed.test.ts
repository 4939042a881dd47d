import { addDays } from "@yq/form-schema/scheduling/calendar-day";
import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visits } from "../db/schema/scheduling";
import { book, bookingOwner } from "../test/booking-fixtures";
import { acceptedLead, paymentForm } from "../test/payments-setup";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof bookingOwner>>;

/** The feed as a calendar app reads it: status, content type and each event's day, UID, summary and place. */
async function readFeed(url: string) {
  const res = await t.app.request(new URL(url).pathname);
  if (res.status !== 200) return { status: res.status, type: res.headers.get("content-type"), events: [] };
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const start = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
    return {
      date: start.toString(),
      allDay: start.isDate,
      uid: String(vevent.getFirstPropertyValue("uid")),
      summary: String(vevent.getFirstPropertyValue("summary")),
      location: vevent.getFirstPropertyValue("location"),
      recurs: vevent.hasProperty("rrule"),
    };
  });
  return { status: res.status, type: res.headers.get("content-type"), events };
}

async function makeFeed(owner: Owner) {
  const res = await owner.post("/api/schedule/feed");
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(/^http:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return url;
}

async function visitsOf(owner: Owner, from: string, to: string) {
  const res = await owner.get(`/api/schedule/visits?from=${from}&to=${to}`);
  return ((await res.json()) as { visits: ScheduledVisit[] }).visits;
}

/** An owner with one weekly customer booked from `ahead` days on. */
async function ownerWithCustomer(ahead: number) {
  const owner = await bookingOwner(t);
  const lead = await acceptedLead(t, (await paymentForm(t, owner.userId, { mode: "none" })).id);
  const { status, body } = await book(t, lead, owner.day(ahead));
  expect(status).toBe(201);
  return { owner, dates: body.booked.dates };
}

describe("the owner's calendar feed", () => {
  it("is made on request, shown once, and lists each booked visit as its own all-day event", async () => {
    const { owner, dates } = await ownerWithCustomer(2);
    expect(await (await owner.get("/api/schedule/feed")).json()).toEqual({ url: null, madeAt: null });
    const url = await makeFeed(owner);
    // Only the hash is kept: the address is not shown again.
    const view = (await (await owner.get("/api/schedule/feed")).json()) as { url: string | null; madeAt: string };
    expect(view.url).toBeNull();
    expect(Date.parse(view.madeAt)).not.toBeNaN();

    const feed = await readFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.events.map((e) => e.date)).toEqual(dates);
    expect(new Set(feed.events.map((e) => e.uid)).size).toBe(dates.length);
    expect(feed.events[0]).toMatchObject({
      allDay: true,
      recurs: false,
      summary: `${VISITOR_ANSWERS.name} — Mowing`,
      location: "1 Elm St, Springfield, IL, 62701",
    });
  });

  it("leaves out skipped visits and keeps done ones", async () => {
    const { owner, dates } = await ownerWithCustomer(1);
    const [first, second] = await visitsOf(owner, dates[0]!, dates[1]!);
    expect((await owner.post(`/api/schedule/visits/${first!.id}/done`)).status).toBe(200);
    expect((await owner.post(`/api/schedule/visits/${second!.id}/skip`)).status).toBe(200);
    const feed = await readFeed(await makeFeed(owner));
    expect(feed.events.map((e) => e.date)).toEqual([dates[0], ...dates.slice(2)]);
  });

  it("stops answering at the old address once a new one is made, and 404s an unknown one", async () => {
    const { owner, dates } = await ownerWithCustomer(3);
    const old = await makeFeed(owner);
    const renewed = await makeFeed(owner);
    expect(renewed).not.toBe(old);
    expect((await readFeed(old)).status).toBe(404);
    expect((await readFeed(renewed)).events.map((e) => e.date)).toEqual(dates);
    const unknown = await t.app.request(`/calendar/${"A".repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    expect((await t.app.request("/calendar/not-a-secret")).status).toBe(404);
  });

  it("shows an owner only their own visits, and needs a signed-in owner to make the address", async () => {
    const mine = await ownerWithCustomer(4);
    const theirs = await ownerWithCustomer(5);
    const myFeed = await readFeed(await makeFeed(mine.owner));
    const theirFeed = await readFeed(await makeFeed(theirs.owner));
    expect(myFeed.events.map((e) => e.date)).toEqual(mine.dates);
    expect(theirFeed.events.map((e) => e.date)).toEqual(theirs.dates);
    const theirUids = new Set(theirFeed.events.map((e) => e.uid));
    expect(myFeed.events.some((e) => theirUids.has(e.uid))).toBe(false);
    expect((await t.client().post("/api/schedule/feed")).status).toBe(401);
    expect((await t.client().get("/api/schedule/feed")).status).toBe(401);
  });

  it("reaches back 30 days and no further", async () => {
    const { owner, dates } = await ownerWithCustomer(1);
    const url = await makeFeed(owner);
    // The first visits moved into the past, as they will be once the weeks go by.
    const [first, second] = await visitsOf(owner, dates[0]!, dates[1]!);
    await t.db
      .update(visits)
      .set({ day: addDays(owner.today, -31) })
      .where(eq(visits.id, first!.id));
    await t.db
      .update(visits)
      .set({ day: addDays(owner.today, -30) })
      .where(eq(visits.id, second!.id));
    const listed = (await readFeed(url)).events.map((e) => e.date);
    expect(listed).toEqual([addDays(owner.today, -30), ...dates.slice(2)]);
  });
});
