import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import { DEFAULT_AVAILABILITY } from "@yq/form-schema/scheduling/availability";
import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/profiles";
import { formSubmissions } from "../db/schema/submissions";
import { acceptedLead, paymentForm, subscribedOwner } from "../test/payments-setup";
import { createTestApp, type TestApp } from "../test/test-app";
import { book, bookingOwner, placesTaken, visitDaysOf } from "../test/booking-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe("the owner's availability", () => {
  it("answers the defaults in the profile's zone until saved, then what was saved", async () => {
    const owner = await subscribedOwner(t);
    await t.db.update(profiles).set({ timeZone: "Europe/Berlin" }).where(eq(profiles.id, owner.userId));
    const first = await owner.get("/api/schedule/availability");
    expect(await first.json()).toEqual({
      availability: DEFAULT_AVAILABILITY,
      timeZone: "Europe/Berlin",
      skipCutoffHours: 24,
      affected: [],
    });

    const saved = {
      ...DEFAULT_AVAILABILITY,
      bookingOn: true,
      workingDays: [6, 2, 2],
      blackoutDates: ["2027-12-25", "2027-07-04"],
    };
    const put = await owner.put("/api/schedule/availability", saved);
    expect(put.status).toBe(200);
    const expected = { ...saved, workingDays: [2, 6], blackoutDates: ["2027-07-04", "2027-12-25"] };
    expect(await put.json()).toEqual({
      availability: expected,
      timeZone: "Europe/Berlin",
      skipCutoffHours: 24,
      affected: [],
    });
    expect((await (await owner.get("/api/schedule/availability")).json()).availability).toEqual(expected);
    // Another owner still has the defaults.
    const other = await subscribedOwner(t);
    expect((await (await other.get("/api/schedule/availability")).json()).availability).toEqual(DEFAULT_AVAILABILITY);
  });

  it("refuses settings that cannot work, naming the field, and a caller who is not signed in", async () => {
    const owner = await subscribedOwner(t);
    const put = (change: Record<string, unknown>) =>
      owner.put("/api/schedule/availability", { ...DEFAULT_AVAILABILITY, ...change });
    const latest = await put({ earliestDaysAhead: 10, latestDaysAhead: 5 });
    expect(latest.status).toBe(400);
    expect(await errorOf(latest)).toBe("latestDaysAhead: The latest day must be on or after the soonest day.");
    expect(await errorOf(await put({ workingDays: [] }))).toBe("workingDays: Choose at least one working day.");
    expect(await errorOf(await put({ blackoutDates: ["2027-02-30"] }))).toBe(
      "blackoutDates.0: That date does not exist.",
    );
    expect(await errorOf(await put({ crews: 0 }))).toBe("crews: Enter at least one crew.");
    expect(await errorOf(await put({ season: { start: "13-01", end: "10-31" } }))).toBe(
      "season.start: Enter the season's day as MM-DD, for example 04-01.",
    );
    expect((await t.client().get("/api/schedule/availability")).status).toBe(401);
    expect((await t.client().put("/api/schedule/availability", DEFAULT_AVAILABILITY)).status).toBe(401);
  });
});

describe("the owner's visits", () => {
  it("lists the booked visits by day, then customer, with what the crew needs", async () => {
    const owner = await bookingOwner(t, { crews: 1, visitsPerCrew: 5 });
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const bob = await acceptedLead(t, form.id);
    const amy = await acceptedLead(t, form.id);
    await renameLead(bob.leadId, "Bob Stone");
    await renameLead(amy.leadId, "Amy Field");
    expect((await book(t, bob, owner.day(3))).status).toBe(201);
    expect((await book(t, amy, owner.day(3))).status).toBe(201);

    const res = await owner.get(`/api/schedule/visits?from=${owner.day(0)}&to=${owner.day(10)}`);
    expect(res.status).toBe(200);
    const { visits } = (await res.json()) as { visits: ScheduledVisit[] };
    expect(visits.map((v) => [v.date, v.customerName])).toEqual([
      [owner.day(3), "Amy Field"],
      [owner.day(3), "Bob Stone"],
      [owner.day(10), "Amy Field"],
      [owner.day(10), "Bob Stone"],
    ]);
    expect(visits[0]).toMatchObject({
      leadId: amy.leadId,
      formId: form.id,
      status: "scheduled",
      serviceName: "Mowing",
      priceCents: 8000,
      scheduleText: `Weekly from ${calendarDayText(owner.day(3))}`,
    });

    const tooLong = await owner.get(`/api/schedule/visits?from=${owner.day(0)}&to=${owner.day(63)}`);
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toBe("to: Ask for at most 62 days at a time.");
    const backwards = await owner.get(`/api/schedule/visits?from=${owner.day(5)}&to=${owner.day(1)}`);
    expect(await errorOf(backwards)).toBe("to: The end date must be on or after the start date.");
    expect((await owner.get(`/api/schedule/visits?from=${owner.day(0)}`)).status).toBe(400);

    // Another owner sees none of them, and cannot touch them.
    const other = await subscribedOwner(t);
    const theirs = await other.get(`/api/schedule/visits?from=${owner.day(0)}&to=${owner.day(10)}`);
    expect((await theirs.json()).visits).toEqual([]);
    const done = await other.post(`/api/schedule/visits/${visits[0].id}/done`);
    expect(done.status).toBe(404);
    expect(await errorOf(done)).toBe("Visit not found.");
    expect((await other.post(`/api/schedule/visits/not-an-id/skip`)).status).toBe(404);
  });

  it("marks a visit done, and a skipped visit frees its place for another customer", async () => {
    const owner = await bookingOwner(t, { crews: 1, visitsPerCrew: 1 });
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const first = await acceptedLead(t, form.id);
    const second = await acceptedLead(t, form.id);
    const day = owner.day(4);
    expect((await book(t, first, day)).status).toBe(201);
    const statusOf = async () => (await visitDaysOf(t, second)).body.days.find((d) => d.date === day)?.status;
    expect(await statusOf()).toBe("full");
    const full = await book(t, second, day);
    expect(full).toMatchObject({ status: 409, body: { error: "That day just filled up. Pick another day." } });

    const list = async () =>
      ((await (await owner.get(`/api/schedule/visits?from=${day}&to=${day}`)).json()) as { visits: ScheduledVisit[] })
        .visits;
    const [visit] = await list();
    const skipped = await owner.post(`/api/schedule/visits/${visit.id}/skip`);
    expect(skipped.status).toBe(200);
    expect((await skipped.json()).visit).toMatchObject({ id: visit.id, status: "skipped", date: day });
    expect(await takenOn(owner.userId, day)).toBe(0);
    expect(await statusOf()).toBe("open");
    expect((await book(t, second, day)).status).toBe(201);
    expect(await takenOn(owner.userId, day)).toBe(1);

    const theirs = (await list()).find((v) => v.leadId === second.leadId)!;
    const done = await owner.post(`/api/schedule/visits/${theirs.id}/done`);
    expect((await done.json()).visit).toMatchObject({ status: "done" });
    // Done keeps its place: the crew went.
    expect(await takenOn(owner.userId, day)).toBe(1);
  });
});

async function renameLead(leadId: string, customerName: string) {
  await t.db.update(formSubmissions).set({ customerName }).where(eq(formSubmissions.leadId, leadId));
}

const takenOn = (userId: string, day: string) => placesTaken(t, userId, day);
