import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { addDays, calendarDayText, weekdayOf } from "@yq/form-schema/scheduling/calendar-day";
import type {
  DayPlaces,
  DayRoute,
  RestOfPlan,
  ScheduleAvailabilityView,
} from "@yq/form-schema/scheduling/schedule-actions";
import { defaultServiceArea } from "@yq/form-schema/service-area";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { book, bookingOwner, placesTaken, visitDaysOf } from "../test/booking-fixtures";
import { acceptedLead, paymentForm, subscribedOwner } from "../test/payments-setup";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof bookingOwner>>;

async function visitsOn(owner: Owner, from: string, to = from) {
  const res = await owner.get(`/api/schedule/visits?from=${from}&to=${to}`);
  return ((await res.json()) as { visits: ScheduledVisit[] }).visits;
}

const takenOn = (userId: string, day: string) => placesTaken(t, userId, day);

describe("cancelling the rest of a plan", () => {
  it("tells what it would cancel, cancels the scheduled visits from the day on and frees their places", async () => {
    const owner = await bookingOwner(t, { crews: 1, visitsPerCrew: 1 });
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const lead = await acceptedLead(t, form.id);
    const other = await acceptedLead(t, form.id);
    const first = owner.day(2);
    const booked = await book(t, lead, first);
    const dates = booked.body.booked.dates;
    const [visit] = await visitsOn(owner, first);
    const from = dates[2]!;

    const preview = await owner.get(`/api/schedule/bookings/${visit!.bookingId}/rest?from=${from}`);
    expect(preview.status).toBe(200);
    expect((await preview.json()) as RestOfPlan).toEqual({
      bookingId: visit!.bookingId,
      from,
      customerName: visit!.customerName,
      scheduleText: `Weekly from ${calendarDayText(first)}`,
      days: dates.slice(2),
    });

    const res = await owner.post(`/api/schedule/bookings/${visit!.bookingId}/cancel-rest`, { from });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cancelled: dates.length - 2, from });
    const after = await visitsOn(owner, first, addDays(first, 60));
    expect(after.filter((v) => v.status === "scheduled").map((v) => v.date)).toEqual(dates.slice(0, 2));
    expect(after.filter((v) => v.date >= from).every((v) => v.status === "cancelled")).toBe(true);
    expect(await takenOn(owner.userId, from)).toBe(0);
    expect(await takenOn(owner.userId, dates[1]!)).toBe(1);
    // The freed day is open again for another customer.
    expect((await visitDaysOf(t, other)).body.days.find((d) => d.date === from)?.status).toBe("open");
    expect((await book(t, other, from)).status).toBe(201);

    // Again: nothing left to cancel, and the other customer's place stays taken.
    const again = await owner.post(`/api/schedule/bookings/${visit!.bookingId}/cancel-rest`, { from });
    expect(await again.json()).toEqual({ cancelled: 0, from });
    expect(await takenOn(owner.userId, from)).toBe(1);
  });

  it("answers another owner's plan as a missing one", async () => {
    const owner = await bookingOwner(t);
    const lead = await acceptedLead(t, (await paymentForm(t, owner.userId, { mode: "none" })).id);
    expect((await book(t, lead, owner.day(3))).status).toBe(201);
    const [visit] = await visitsOn(owner, owner.day(3));
    const other = await subscribedOwner(t);
    const res = await other.post(`/api/schedule/bookings/${visit!.bookingId}/cancel-rest`, {});
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Plan not found." });
    expect((await other.get(`/api/schedule/bookings/${visit!.bookingId}/rest`)).status).toBe(404);
    expect((await visitsOn(owner, owner.day(3)))[0]!.status).toBe("scheduled");
  });
});

describe("marking a day done", () => {
  it("marks every scheduled visit of the day done, once, and refuses a day still ahead", async () => {
    const owner = await bookingOwner(t, { earliestDaysAhead: 0 });
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const leads = [await acceptedLead(t, form.id), await acceptedLead(t, form.id), await acceptedLead(t, form.id)];
    for (const lead of leads) expect((await book(t, lead, owner.today)).status).toBe(201);
    const [skipped] = await visitsOn(owner, owner.today);
    expect((await owner.post(`/api/schedule/visits/${skipped!.id}/skip`)).status).toBe(200);

    const res = await owner.post(`/api/schedule/days/${owner.today}/done`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { done: number; visits: ScheduledVisit[] };
    expect(body.done).toBe(2);
    // The skipped visit stays skipped; the others are done.
    expect(body.visits.map((v) => [v.id === skipped!.id, v.status]).sort()).toEqual([
      [false, "done"],
      [false, "done"],
      [true, "skipped"],
    ]);
    const again = await owner.post(`/api/schedule/days/${owner.today}/done`);
    expect(((await again.json()) as { done: number }).done).toBe(0);
    // Next week's visits are untouched, and that day cannot be marked yet.
    expect((await visitsOn(owner, owner.day(7))).every((v) => v.status === "scheduled")).toBe(true);
    const ahead = await owner.post(`/api/schedule/days/${owner.day(7)}/done`);
    expect(ahead.status).toBe(422);
    expect(((await ahead.json()) as { error: string }).error).toBe(
      `${calendarDayText(owner.day(7))} is still ahead. Mark its visits done on the day or after it.`,
    );
    expect((await owner.post(`/api/schedule/days/2027-13-01/done`)).status).toBe(400);
    // Another owner's day has none of these visits.
    const other = await subscribedOwner(t);
    const theirs = await other.post(`/api/schedule/days/${owner.today}/done`);
    expect(await theirs.json()).toEqual({ done: 0, visits: [] });
  });
});

describe("changing the availability", () => {
  it("keeps every booked visit and lists the ones it leaves on closed or overfull days", async () => {
    const owner = await bookingOwner(t, { crews: 1, visitsPerCrew: 3 });
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const [a, b, c] = [await acceptedLead(t, form.id), await acceptedLead(t, form.id), await acceptedLead(t, form.id)];
    const blackout = owner.day(2);
    const crowded = owner.day(3);
    const notWorked = owner.day(4);
    expect((await book(t, a, blackout)).status).toBe(201);
    expect((await book(t, b, crowded)).status).toBe(201);
    expect((await book(t, c, crowded)).status).toBe(201);
    const before = await visitsOn(owner, owner.day(0), owner.day(30));

    const res = await owner.put("/api/schedule/availability", {
      bookingOn: true,
      workingDays: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekdayOf(notWorked)),
      crews: 1,
      visitsPerCrew: 1,
      earliestDaysAhead: 1,
      latestDaysAhead: 60,
      blackoutDates: [blackout],
      season: null,
    });
    expect(res.status).toBe(200);
    const { affected } = (await res.json()) as ScheduleAvailabilityView;
    const reasons = affected.map((v) => [v.date, v.leadId, v.reason]);
    expect(reasons).toContainEqual([blackout, a.leadId, "blackout"]);
    expect(reasons).toContainEqual([crowded, b.leadId, "over_capacity"]);
    expect(reasons).toContainEqual([crowded, c.leadId, "over_capacity"]);
    // Later weekly visits fall on the same weekdays: the blackout's weekday is still worked.
    expect(reasons.filter(([date]) => date === addDays(blackout, 7))).toEqual([]);
    expect(affected.every((v) => v.status === "scheduled")).toBe(true);
    // Nothing was dropped: every visit is where it was, as it was.
    expect(await visitsOn(owner, owner.day(0), owner.day(30))).toEqual(before);
    // The availability page reads the same list.
    const view = (await (await owner.get("/api/schedule/availability")).json()) as ScheduleAvailabilityView;
    expect(view.affected).toEqual(affected);

    // Moving one off the crowded day takes it off the list.
    const moved = await owner.post(`/api/schedule/visits/${affected.find((v) => v.leadId === c.leadId)!.id}/move`, {
      day: owner.day(5),
    });
    expect(moved.status).toBe(200);
    const later = (await (await owner.get("/api/schedule/availability")).json()) as ScheduleAvailabilityView;
    expect(later.affected.filter((v) => v.date === crowded)).toEqual([]);
  });
});

describe("the owner's days and routes", () => {
  it("tells each day open, full or closed with its places", async () => {
    const owner = await bookingOwner(t, { crews: 1, visitsPerCrew: 1, blackoutDates: [] });
    const lead = await acceptedLead(t, (await paymentForm(t, owner.userId, { mode: "none" })).id);
    expect((await book(t, lead, owner.day(2))).status).toBe(201);
    const res = await owner.get(`/api/schedule/days?from=${owner.day(1)}&to=${owner.day(3)}`);
    const body = (await res.json()) as { today: string; days: DayPlaces[] };
    expect(body.today).toBe(owner.today);
    expect(body.days.map((d) => [d.date, d.status, d.taken, d.capacity])).toEqual([
      [owner.day(1), "open", 0, 1],
      [owner.day(2), "full", 1, 1],
      [owner.day(3), "open", 0, 1],
    ]);
  });

  it("orders a day's visits nearest next from the business address, those without a point last", async () => {
    const owner = await bookingOwner(t);
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const centre = { lat: 43.6591, lng: -70.2568, label: "10 Main St, Portland, ME" };
    await t.db
      .update(forms)
      .set({ serviceArea: { ...defaultServiceArea(), radius: { miles: 30, centre } } })
      .where(eq(forms.id, form.id));
    const far = await acceptedLead(t, form.id);
    const near = await acceptedLead(t, form.id);
    const unknown = await acceptedLead(t, form.id);
    const outlined = await acceptedLead(t, form.id);
    const day = owner.day(3);
    for (const lead of [far, near, unknown, outlined]) expect((await book(t, lead, day)).status).toBe(201);
    const locate = (leadId: string, location: { lat: number; lng: number }) =>
      t.db.update(formSubmissions).set({ location }).where(eq(formSubmissions.id, leadId));
    await locate(far.leadId, { lat: 43.8, lng: -70.4 });
    await locate(near.leadId, { lat: 43.665, lng: -70.26 });
    // A lawn outlined between the two, with no location stored.
    const square: [number, number][] = [
      [-70.31, 43.69],
      [-70.31, 43.71],
      [-70.29, 43.71],
      [-70.29, 43.69],
      [-70.31, 43.69],
    ];
    await t.db
      .update(formSubmissions)
      .set({ lawnOutlines: { type: "MultiPolygon", coordinates: [[square]] } })
      .where(eq(formSubmissions.id, outlined.leadId));

    const res = await owner.get(`/api/schedule/days/${day}/route`);
    expect(res.status).toBe(200);
    const route = (await res.json()) as DayRoute;
    const visits = await visitsOn(owner, day);
    const idOf = (leadId: string) => visits.find((v) => v.leadId === leadId)!.id;
    expect(route).toEqual({
      day,
      start: { label: centre.label },
      order: [idOf(near.leadId), idOf(outlined.leadId), idOf(far.leadId)],
      unplaced: [idOf(unknown.leadId)],
    });
    // Another owner's route of that day is empty.
    const other = await subscribedOwner(t);
    const theirs = (await (await other.get(`/api/schedule/days/${day}/route`)).json()) as DayRoute;
    expect(theirs).toEqual({ day, start: null, order: [], unplaced: [] });
  });
});
