import { leadWorkSchema, type LeadWork } from "@yq/form-schema/lead-work";
import { scheduleText } from "@yq/form-schema/scheduling/schedule-words";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../../../e2e/support/xss-csv";
import { visits } from "../db/schema/scheduling";
import { book, bookingOwner } from "../test/booking-fixtures";
import { acceptedLead, paymentForm } from "../test/payments-setup";
import { planOf } from "../test/query-plans";
import { seedForm } from "../test/seed-submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { visitSummariesStatement } from "./lead-visits";

// A lead's booked visits as the owner sees them: in the lead's dialog and in the form's CSV.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

/** An owner with booking on, a form, a lead booked weekly from three days ahead and one not booked. */
async function bookedLead() {
  const owner = await bookingOwner(t);
  const form = await paymentForm(t, owner.userId, { mode: "none" });
  const lead = await acceptedLead(t, form.id);
  const unbooked = await acceptedLead(t, form.id);
  const firstDay = owner.day(3);
  const booked = await book(t, lead, firstDay);
  expect(booked.status).toBe(201);
  const rows = await t.db.select().from(visits).where(eq(visits.leadId, lead.leadId)).orderBy(visits.day);
  return { owner, form, lead, unbooked, firstDay, rows };
}

describe("GET /api/forms/:id/leads/:leadId with visits", () => {
  it("has the booking in words and every visit by day, and nothing for a lead not booked", async () => {
    const { owner, form, lead, unbooked, firstDay, rows } = await bookedLead();
    expect(rows.length).toBeGreaterThan(1);
    // Stored out of order on purpose: the answer sorts by day, not by insertion.
    await owner.post(`/api/schedule/visits/${rows[1].id}/skip`);

    const res = await owner.get(`/api/forms/${form.id}/leads/${lead.leadId}`);
    expect(res.status).toBe(200);
    const work = (await res.json()) as LeadWork;
    expect(leadWorkSchema.parse(work)).toEqual(work);
    expect(work.booking).toEqual({
      firstDay,
      scheduleText: scheduleText("weekly", firstDay),
      timeZone: "America/New_York",
    });
    expect(work.visits.map((v) => v.day)).toEqual(rows.map((r) => r.day));
    expect(work.visits.map((v) => v.day)).toEqual([...work.visits.map((v) => v.day)].sort());
    expect(work.visits[0]).toEqual({ id: rows[0].id, day: firstDay, status: "scheduled", priceCents: 8000 });
    expect(work.visits[1].status).toBe("skipped");

    const none = (await (await owner.get(`/api/forms/${form.id}/leads/${unbooked.leadId}`)).json()) as LeadWork;
    expect(none).toMatchObject({ booking: null, visits: [] });
  });

  it("is a 404 for another owner, and for the lead asked under another form", async () => {
    const { form, lead } = await bookedLead();
    const other = await bookingOwner(t);
    const res = await other.get(`/api/forms/${form.id}/leads/${lead.leadId}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain("scheduled");
    const otherForm = await paymentForm(t, other.userId, { mode: "none" });
    expect((await other.get(`/api/forms/${otherForm.id}/leads/${lead.leadId}`)).status).toBe(404);
  });
});

const VISIT_COLUMNS = ["First Visit", "Schedule", "Next Visit", "Visits Done", "Visits Skipped", "Visits Cancelled"];

async function csvOf(owner: { get: (url: string) => Promise<Response> }, formId: string) {
  const res = await owner.get(`/api/forms/${formId}/leads.csv`);
  expect(res.status).toBe(200);
  const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ""));
  const [header, ...leads] = rows;
  const at = (row: string[], name: string) => row[header.indexOf(name)];
  return { header, leads, at };
}

describe("the leads CSV's visit columns", () => {
  it("has the first visit, the schedule, the next visit and the counts; empty for a lead not booked", async () => {
    const { owner, form, lead, unbooked, firstDay, rows } = await bookedLead();
    await owner.post(`/api/schedule/visits/${rows[0].id}/done`);
    await owner.post(`/api/schedule/visits/${rows[1].id}/skip`);
    await owner.post(`/api/schedule/visits/${rows[2].id}/done`);
    // Nothing cancels a visit through the app yet; the status is the table's own.
    await t.db.update(visits).set({ status: "cancelled" }).where(eq(visits.id, rows[3].id));

    const { header, leads, at } = await csvOf(owner, form.id);
    // The charges' three columns follow the visits' (lead-charges-columns.test.ts).
    expect(header.slice(-VISIT_COLUMNS.length - 3, -3)).toEqual(VISIT_COLUMNS);
    const row = leads.find((r) => at(r, "Lead ID") === lead.leadId)!;
    expect(VISIT_COLUMNS.map((name) => at(row, name))).toEqual([
      firstDay,
      scheduleText("weekly", firstDay),
      rows[4].day,
      "2",
      "1",
      "1",
    ]);
    const empty = leads.find((r) => at(r, "Lead ID") === unbooked.leadId)!;
    expect(VISIT_COLUMNS.map((name) => at(empty, name))).toEqual(["", "", "", "", "", ""]);
  });

  it("has no next visit once none is left to come, and leaves visits in the past out of it", async () => {
    const { owner, form, lead, rows } = await bookedLead();
    // The first visit moved to yesterday in the business's zone: still scheduled, but not next.
    await t.db
      .update(visits)
      .set({ day: owner.day(-1) })
      .where(eq(visits.id, rows[0].id));
    let csv = await csvOf(owner, form.id);
    let row = csv.leads.find((r) => csv.at(r, "Lead ID") === lead.leadId)!;
    expect(csv.at(row, "Next Visit")).toBe(rows[1].day);

    await t.db.update(visits).set({ status: "done" }).where(eq(visits.leadId, lead.leadId));
    csv = await csvOf(owner, form.id);
    row = csv.leads.find((r) => csv.at(r, "Lead ID") === lead.leadId)!;
    expect(csv.at(row, "Next Visit")).toBe("");
    expect(csv.at(row, "Visits Done")).toBe(String(rows.length));
  });
});

describe("the CSV's visit summaries read visits through their index", () => {
  it("plans a page of 500 leads by visits_booking_idx, never reading visits whole", async () => {
    // Many booked leads on the server, five visits each, then a page of 500 (the CSV's batch):
    // a page is a small part of the tables, as on a server of many accounts.
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    await t.db.execute(sql`insert into form_submissions (id, lead_id, form_id, created_at, customer_name, consent,
        status, submission_stage)
      select s.id, s.id, ${form.id}, now() - s.g * interval '1 minute', 'Visitor ' || s.g, true, 'incomplete',
        'consent_given'
      from (select gen_random_uuid() as id, g from generate_series(1, 8000) g) s`);
    await t.db.execute(sql`insert into bookings (lead_id, user_id, form_id, plan, first_day, rule, time_zone)
      select id, ${owner.userId}, form_id, 'weekly', '2099-05-05', 'RRULE:FREQ=WEEKLY', 'America/New_York'
      from form_submissions where form_id = ${form.id} and lead_id = id`);
    await t.db.execute(sql`insert into visits (booking_id, user_id, lead_id, form_id, day, price_cents)
      select b.id, b.user_id, b.lead_id, b.form_id, b.first_day + g * 7, 8000
      from bookings b, generate_series(0, 4) g where b.form_id = ${form.id}`);
    await t.db.execute(sql`analyze`);
    const page = await t.db.execute(
      sql`select id from form_submissions where form_id = ${form.id} and lead_id = id limit 500`,
    );
    const ids = page.rows.map((r) => String(r.id));

    const plan = await planOf(t.db, visitSummariesStatement(t.db, ids).getSQL());
    expect(plan).not.toMatch(/Seq Scan on visits\b/);
    expect(plan).toMatch(/(Index Scan using|Bitmap Index Scan on) visits_booking_idx/);
    // bookings is read by its unique lead_id once a page is a small part of it: PostgreSQL scans a
    // few thousand bookings for 500 ids (cheaper here), and took bookings_lead_id_key at 200,000.
    const summaries = await visitSummariesStatement(t.db, ids);
    expect(summaries).toHaveLength(500);
    expect(summaries.every((s) => s.rounds === 5 && s.done === 0 && s.nextDay === "2099-05-05")).toBe(true);
  }, 120_000);
});
