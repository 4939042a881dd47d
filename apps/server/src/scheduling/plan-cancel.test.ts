import type { RestOfPlan } from "@yq/form-schema/scheduling/schedule-actions";
import { webhookPayloadSchema } from "@yq/form-schema/webhooks";
import { and, asc, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { bookings, visits } from "../db/schema/scheduling";
import { webhookEndpoints } from "../db/schema/webhooks";
import { book, bookingOwner, placesTaken } from "../test/booking-fixtures";
import { acceptedLead, paymentForm } from "../test/payments-setup";
import { createTestApp, type TestApp } from "../test/test-app";

// The owner's "cancel the rest of the plan" (plan-actions.ts) cancels the plan the way its
// customer's cancel does (plan-cancel.ts, decision 122), through the schedule's routes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const takenOn = (userId: string, day: string) => placesTaken(t, userId, day);

describe("the owner cancelling the rest of a plan", () => {
  it("cancels the plan as the customer's cancel does: paused visits too, the booking, plan.cancelled by the owner once", async () => {
    const owner = await bookingOwner(t, { crews: 1, visitsPerCrew: 1 });
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    await t.db.insert(webhookEndpoints).values({
      userId: owner.userId,
      url: "https://hooks.example.com/yq",
      events: ["plan.cancelled"],
      secret: "whsec_x",
    });
    const lead = await acceptedLead(t, form.id);
    const first = owner.day(2);
    const dates = (await book(t, lead, first)).body.booked.dates;
    const [{ id: bookingId }] = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.leadId));
    // The card failed its last retry (charges/plan-pause.ts): the visits ahead are paused, kept in their places.
    await t.db.update(bookings).set({ pausedAt: new Date() }).where(eq(bookings.id, bookingId));
    await t.db
      .update(visits)
      .set({ status: "paused" })
      .where(and(eq(visits.bookingId, bookingId), inArray(visits.day, dates.slice(1, 3))));
    const from = dates[1]!;
    const rest = (await (
      await owner.get(`/api/schedule/bookings/${bookingId}/rest?from=${from}`)
    ).json()) as RestOfPlan;
    expect(rest.days).toEqual(dates.slice(1));

    const res = await owner.post(`/api/schedule/bookings/${bookingId}/cancel-rest`, { from });
    expect(await res.json()).toEqual({ cancelled: dates.length - 1, from });
    const after = await t.db.select().from(visits).where(eq(visits.bookingId, bookingId)).orderBy(asc(visits.day));
    expect(after.map((v) => v.status)).toEqual(["scheduled", ...dates.slice(1).map(() => "cancelled")]);
    expect(await takenOn(owner.userId, dates[1]!)).toBe(0);
    expect(await takenOn(owner.userId, dates[2]!)).toBe(0);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.cancelledAt).toBeInstanceOf(Date);
    expect(booking!.cancelReason).toBeNull();
    const hooks = () =>
      t.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `webhook:%:plan-cancelled:${bookingId}`));
    const [hook, ...more] = await hooks();
    expect(more).toEqual([]);
    expect(webhookPayloadSchema.parse(JSON.parse(hook!.text))).toMatchObject({
      type: "plan.cancelled",
      data: {
        leadId: lead.leadId,
        formId: form.id,
        bookingId,
        cancelledBy: "owner",
        reason: null,
        cancelledVisits: dates.length - 1,
      },
    });
    // The owner is not emailed their own cancel.
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `plan-cancelled:${bookingId}`)),
    ).toEqual([]);

    // From the first day: what is left is cancelled; the plan was cancelled once and is told once.
    const again = await owner.post(`/api/schedule/bookings/${bookingId}/cancel-rest`, { from: first });
    expect(await again.json()).toEqual({ cancelled: 1, from: first });
    const [still] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(still!.cancelledAt).toEqual(booking!.cancelledAt);
    expect(await hooks()).toHaveLength(1);
  });
});
