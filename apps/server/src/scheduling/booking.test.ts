import { addDays, calendarDayText, weekdayOf } from "@yq/form-schema/scheduling/calendar-day";
import { webhookPayloadSchema } from "@yq/form-schema/webhooks";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { outbox } from "../db/schema/outbox";
import { webhookEndpoints } from "../db/schema/webhooks";
import { bookings } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { QUOTE_REQUEST_NOT_FOUND } from "../leads/lead-access";
import { hashLeadToken } from "../leads/lead-token";
import { acceptedLead, connectedOwner, paymentForm, paymentsTestApp } from "../test/payments-setup";
import { startTestLead } from "../test/public-test-helpers";
import { withListedServices } from "../test/pricing-fixtures";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";
import { book, bookingOwner, visitDaysOf } from "../test/booking-fixtures";
import { todayIn } from "./calendar-days";

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const WEEKDAYS = [1, 2, 3, 4, 5];
const HOOK = "https://hooks.example.com/visits";
/** The first day from `from` on that is a weekday. */
const nextWeekday = (from: string) => {
  let day = from;
  while (!WEEKDAYS.includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
};
const listedForm = (userId: string) => paymentForm(t, userId, { mode: "none" }, withListedServices());

describe("the visitor's calendar", () => {
  it("offers the window's days in the owner's zone: open, and closed on days off and closed days", async () => {
    const owner = await bookingOwner(t, { workingDays: WEEKDAYS, earliestDaysAhead: 2, latestDaysAhead: 20 });
    const blackout = nextWeekday(owner.day(5));
    await owner.put("/api/schedule/availability", {
      ...(await (await owner.get("/api/schedule/availability")).json()).availability,
      blackoutDates: [blackout],
    });
    const lead = await acceptedLead(t, (await paymentForm(t, owner.userId, { mode: "none" })).id);
    const { status, body } = await visitDaysOf(t, lead);
    expect(status).toBe(200);
    expect(body).toMatchObject({ offered: true, reason: null, booked: null, timeZone: "America/New_York" });
    expect(body.days).toHaveLength(19);
    expect(body.days[0].date).toBe(owner.day(2));
    expect(body.days.at(-1)!.date).toBe(owner.day(20));
    for (const { date, status: dayStatus } of body.days)
      expect(dayStatus, date).toBe(WEEKDAYS.includes(weekdayOf(date)) && date !== blackout ? "open" : "closed");
  });

  it("offers nothing while booking is off, before an accept, for snow, or before the deposit is paid", async () => {
    const owner = await connectedOwner(t, stripe);
    const plain = await paymentForm(t, owner.userId, { mode: "none" }, withListedServices());
    const offOwnerLead = await acceptedLead(t, plain.id);
    expect((await visitDaysOf(t, offOwnerLead)).body).toMatchObject({
      offered: false,
      reason: "This business sets the first visit with you itself; they will be in touch.",
      days: [],
    });

    const booking = await bookingOwner(t);
    const form = await listedForm(booking.userId);
    const started = await startTestLead(t, form.id);
    expect((await visitDaysOf(t, started)).body.reason).toBe("Accept the quote first, then pick your first visit.");
    const snow = await acceptedLead(t, form.id, { serviceId: "driveway-plowing", sizeId: "2-car", plan: "seasonal" });
    expect((await visitDaysOf(t, snow)).body).toMatchObject({
      offered: false,
      reason: "Your service starts with the season: the first visit follows the first snowfall past the trigger depth.",
    });
    expect((await book(t, snow, booking.day(3))).status).toBe(409);
  });

  it("asks for the deposit first, and opens the calendar once it is paid", async () => {
    const owner = await connectedOwner(t, stripe);
    const booking = await bookingOwnerFor(owner);
    const form = await paymentForm(t, booking.userId, { mode: "deposit", depositType: "percent", depositPercent: 25 });
    const lead = await acceptedLead(t, form.id);
    expect((await visitDaysOf(t, lead)).body).toMatchObject({
      offered: false,
      reason: "Pay the deposit first, then pick your first visit.",
    });
    const refused = await book(t, lead, booking.day(3));
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "Pay the deposit first, then pick your first visit." },
    });
    // Back from Checkout the page holds no token: the return address's key opens the calendar.
    const returnKey = "return-key-of-this-payment";
    await t.db
      .update(formSubmissions)
      .set({ paymentStatus: "paid", paymentReturnHash: hashLeadToken(returnKey) })
      .where(eq(formSubmissions.id, lead.submissionId));
    const days = (key: string) =>
      t.client().get(`/api/public/leads/${lead.leadId}/visit-days?key=${key}`, lead.headers);
    expect((await days("another-key")).status).toBe(404);
    expect(await (await days(returnKey)).json()).toMatchObject({ offered: true, booked: null });
    expect((await book(t, { ...lead, token: "" }, booking.day(3), { returnKey: "another-key" })).status).toBe(404);
    expect((await book(t, { ...lead, token: "" }, booking.day(3), { returnKey })).status).toBe(201);
    expect((await visitDaysOf(t, lead)).body.booked?.firstDate).toBe(booking.day(3));
  });

  it("answers a wrong or missing token and an unknown lead as a missing quote request", async () => {
    const owner = await bookingOwner(t);
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const lead = await acceptedLead(t, form.id);
    const other = await acceptedLead(t, form.id);
    const wrong = await visitDaysOf(t, lead, other.token);
    expect(wrong).toMatchObject({ status: 404, body: { error: QUOTE_REQUEST_NOT_FOUND } });
    const unknown = await visitDaysOf(t, { ...lead, leadId: crypto.randomUUID() });
    expect(unknown).toMatchObject({ status: 404, body: { error: QUOTE_REQUEST_NOT_FOUND } });
    const noToken = await t.client().get(`/api/public/leads/${lead.leadId}/visit-days`, lead.headers);
    expect(noToken.status).toBe(404);
    const stolen = await book(t, { ...lead, token: other.token }, owner.day(3));
    expect(stolen).toMatchObject({ status: 404, body: { error: QUOTE_REQUEST_NOT_FOUND } });
  });
});

/** The connected owner, with booking turned on (bookingOwner makes an owner of its own). */
async function bookingOwnerFor(owner: Awaited<ReturnType<typeof connectedOwner>>) {
  const res = await owner.put("/api/schedule/availability", {
    bookingOn: true,
    workingDays: [0, 1, 2, 3, 4, 5, 6],
    crews: 1,
    visitsPerCrew: 4,
    earliestDaysAhead: 1,
    latestDaysAhead: 60,
    blackoutDates: [],
    season: null,
  });
  expect(res.status).toBe(200);
  const { timeZone } = (await res.json()) as { timeZone: string };
  const today = todayIn(timeZone);
  return Object.assign(owner, { day: (ahead: number) => addDays(today, ahead) });
}

describe("booking the first visit", () => {
  it("books the agreed plan's series from the stored agreement, never the browser's", async () => {
    const owner = await bookingOwner(t);
    const lead = await acceptedLead(t, (await paymentForm(t, owner.userId, { mode: "none" })).id);
    const events = ["visit.scheduled"];
    await t.db.insert(webhookEndpoints).values({ userId: owner.userId, url: HOOK, events, secret: "whsec_x" });
    const first = owner.day(3);
    const { status, body } = await book(t, lead, first, { plan: "one_time" });
    expect(status).toBe(201);
    // Weekly, 26 weeks without a season.
    expect(body.booked).toEqual({
      plan: "weekly",
      firstDate: first,
      scheduleText: `Weekly from ${calendarDayText(first)}`,
      dates: Array.from({ length: 26 }, (_, i) => addDays(first, i * 7)),
    });
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.leadId));
    expect(stored).toMatchObject({ plan: "weekly", firstDay: first, timeZone: "America/New_York" });
    expect(stored.rule).toContain("FREQ=WEEKLY");
    // The customer is told, once, with the booking.
    const [email] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `visit-booked:${lead.leadId}`));
    expect(email).toMatchObject({
      to: VISITOR_ANSWERS.email,
      subject: `Your first visit is booked: ${calendarDayText(first)}`,
    });
    expect(email.text).toContain(`Your first visit is booked for ${calendarDayText(first)}.`);
    expect(email.text).toContain(`Weekly from ${calendarDayText(first)}`);
    expect(email.text).toContain(calendarDayText(addDays(first, 7)));
    // The owner is told the day too, where their lead alerts go: the accept's alert came before it.
    const [alert] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `visit-booked-alert:${lead.leadId}`));
    expect(alert).toMatchObject({ to: "owner@example.com", replyTo: VISITOR_ANSWERS.email });
    expect(alert.subject).toBe(`Visit booked: ${VISITOR_ANSWERS.name}, ${calendarDayText(first)}`);
    expect(alert.text).toContain(`${VISITOR_ANSWERS.name} booked their first visit for ${calendarDayText(first)}.`);
    expect(alert.text).toContain(`/schedule?week=${first}`);
    // The owner's systems hear of it through their webhook.
    const [hook] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "webhook"), eq(outbox.to, HOOK)));
    expect(webhookPayloadSchema.parse(JSON.parse(hook.text))).toMatchObject({
      type: "visit.scheduled",
      data: { leadId: lead.leadId, timeZone: "America/New_York", booked: body.booked },
    });
    // Coming back, the visitor sees the booking instead of the calendar.
    expect((await visitDaysOf(t, lead)).body).toMatchObject({ offered: true, booked: body.booked });
    const again = await book(t, lead, owner.day(4));
    expect(again).toMatchObject({
      status: 409,
      body: { error: `Your first visit is already booked for ${calendarDayText(first)}.` },
    });
  });

  it("books a program's rounds to the season's end and a one-time job as one visit", async () => {
    const owner = await bookingOwner(t);
    const form = await listedForm(owner.userId);
    const program = await acceptedLead(t, form.id, { serviceId: "fert", sizeId: "large" });
    const rounds = await book(t, program, owner.day(2));
    expect(rounds.status).toBe(201);
    expect(rounds.body.booked).toMatchObject({
      plan: "program",
      scheduleText: `6 rounds from ${calendarDayText(owner.day(2))}`,
    });
    expect(rounds.body.booked.dates).toHaveLength(6);
    const job = await acceptedLead(t, form.id, { serviceId: "aeration", sizeId: "std" });
    const once = await book(t, job, owner.day(5));
    expect(once.body.booked).toMatchObject({ plan: "one_time", dates: [owner.day(5)] });
  });

  it("refuses a day outside the window, a day off, a closed day and a day out of season", async () => {
    const today = todayIn("America/New_York");
    const owner = await bookingOwner(t, {
      workingDays: [1, 2, 3, 4, 5],
      earliestDaysAhead: 2,
      latestDaysAhead: 30,
      // A season of the next three weeks only (its days as MM-DD).
      season: { start: today.slice(5), end: addDays(today, 21).slice(5) },
    });
    const blackout = nextWeekday(owner.day(4));
    const availability = (await (await owner.get("/api/schedule/availability")).json()).availability;
    await owner.put("/api/schedule/availability", { ...availability, blackoutDates: [blackout] });
    const lead = await acceptedLead(t, (await paymentForm(t, owner.userId, { mode: "none" })).id);
    const error = async (date: string) => (await book(t, lead, date)).body.error;
    expect(await error(owner.today)).toBe(`Pick a day from ${calendarDayText(owner.day(2))} on.`);
    expect(await error(owner.day(-3))).toBe(`Pick a day from ${calendarDayText(owner.day(2))} on.`);
    expect(await error(owner.day(31))).toBe(`Pick a day up to ${calendarDayText(owner.day(30))}.`);
    let saturday = owner.day(2);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    expect(await error(saturday)).toBe("We are closed on that day. Pick another day.");
    expect(await error(blackout)).toBe("We are closed on that day. Pick another day.");
    expect(await error(nextWeekday(owner.day(23)))).toBe("That day is outside our season. Pick a day in the season.");
    expect(await error("2027-02-30")).toBe("date: That date does not exist.");
    // Nothing was booked by the refusals, and no one was told of a booking.
    expect(await t.db.select().from(bookings).where(eq(bookings.leadId, lead.leadId))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `visit-booked:${lead.leadId}`)),
    ).toEqual([]);
  });
});
