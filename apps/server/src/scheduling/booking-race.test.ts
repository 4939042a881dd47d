import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingDays, bookings, visits } from "../db/schema/scheduling";
import { acceptedLead, paymentForm } from "../test/payments-setup";
import { createTestApp, type TestApp } from "../test/test-app";
import { book, bookingOwner } from "../test/booking-fixtures";

// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really overlap.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

describe("many visitors picking the same day at once", () => {
  it("books exactly the places left and refuses the rest, leaving the day's count true", async () => {
    // 5 visits a day; two are booked before the rush: 3 places left.
    const owner = await bookingOwner(t, { crews: 1, visitsPerCrew: 5 });
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const day = owner.day(7);
    for (let i = 0; i < 2; i++) expect((await book(t, await acceptedLead(t, form.id), day)).status).toBe(201);
    const leads = [];
    for (let i = 0; i < 50; i++) leads.push(await acceptedLead(t, form.id));

    const answers = await Promise.all(leads.map((lead) => book(t, lead, day)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.error).toBe("That day just filled up. Pick another day.");

    const taken = async (d: string) =>
      (
        await t.db
          .select({ taken: bookingDays.taken })
          .from(bookingDays)
          .where(and(eq(bookingDays.userId, owner.userId), eq(bookingDays.day, d)))
      )[0]?.taken;
    expect(await taken(day)).toBe(5);
    // The refused left nothing behind: 5 bookings, and each weekly visit after counts 5 too.
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, owner.userId))).toHaveLength(5);
    const onDay = await t.db
      .select()
      .from(visits)
      .where(and(eq(visits.userId, owner.userId), eq(visits.day, day)));
    expect(onDay).toHaveLength(5);
    expect(await taken(owner.day(14))).toBe(5);
  });
});
