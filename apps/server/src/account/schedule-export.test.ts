// The account export's schedule: the owner's availability in account.json, and each lead's
// booking with its visits in its form's leads.json; no calendar feed secret, no one else's visits.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleSettings, visits } from "../db/schema/scheduling";
import { book, bookingOwner } from "../test/booking-fixtures";
import { downloadExport } from "../test/full-owner";
import { acceptedLead, paymentForm } from "../test/payments-setup";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

type ExportedLead = { leadId: string; booking: null | { visits: { id: string; status: string }[] } };

async function ownerWithBooking() {
  const owner = await bookingOwner(t);
  const form = await paymentForm(t, owner.userId, { mode: "none" });
  const lead = await acceptedLead(t, form.id);
  const unbooked = await acceptedLead(t, form.id);
  const firstDay = owner.day(2);
  expect((await book(t, lead, firstDay)).status).toBe(201);
  const rows = await t.db.select().from(visits).where(eq(visits.leadId, lead.leadId)).orderBy(visits.day);
  return { owner, form, lead, unbooked, firstDay, rows };
}

describe("the account export's schedule", () => {
  it("holds the availability, each booking with its visits, and no feed secret", async () => {
    const { owner, form, lead, unbooked, firstDay, rows } = await ownerWithBooking();
    expect((await owner.post(`/api/schedule/visits/${rows[0].id}/done`)).status).toBe(200);
    const feed = (await (await owner.post("/api/schedule/feed")).json()) as { url: string };
    const secret = feed.url
      .split("/")
      .at(-1)!
      .replace(/\.ics$/, "");
    const [settings] = await t.db.select().from(scheduleSettings).where(eq(scheduleSettings.userId, owner.userId));
    const other = await ownerWithBooking();

    const files = await downloadExport(owner);
    const account = JSON.parse(files["account.json"]);
    expect(account.scheduleSettings).toEqual({
      availability: expect.objectContaining({ bookingOn: true, workingDays: [0, 1, 2, 3, 4, 5, 6] }),
      updatedAt: expect.any(String),
      calendarFeedMadeAt: expect.any(String),
      skipCutoffHours: 24,
    });

    const leads = JSON.parse(files[`forms/${form.id}/leads.json`]) as ExportedLead[];
    const booked = leads.find((l) => l.leadId === lead.leadId)!;
    expect(booked.booking).toEqual({
      id: rows[0].bookingId,
      formId: form.id,
      plan: "weekly",
      firstDay,
      rule: expect.stringContaining("RRULE:FREQ=WEEKLY"),
      timeZone: "America/New_York",
      createdAt: expect.any(String),
      chargeTiming: "on_done",
      pausedAt: null,
      cancelledAt: null,
      cancelReason: null,
      visits: rows.map((r, i) => ({
        id: r.id,
        day: r.day,
        status: i === 0 ? "done" : "scheduled",
        priceCents: r.priceCents,
      })),
    });
    expect(leads.find((l) => l.leadId === unbooked.leadId)!.booking).toBeNull();

    const everything = Object.values(files).join("\n");
    expect(settings.feedSecretHash).toBeTruthy();
    expect(everything).not.toContain(settings.feedSecretHash);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain("feedSecretHash");
    for (const id of [other.lead.leadId, other.rows[0].bookingId, ...other.rows.map((r) => r.id)])
      expect(everything).not.toContain(id);
  });

  it("says null for an owner who never set a schedule", async () => {
    const owner = await t.signUp();
    const account = JSON.parse((await downloadExport(owner))["account.json"]);
    expect(account.scheduleSettings).toBeNull();
  });
});
