import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawQuery } from "../db/raw-query";
import { seedForm, seedManyLeads, type SeedLead } from "../test/seed-submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { DASHBOARD_SQL, type DashboardRow } from "./dashboard.sql";

// The dashboard reads the owner's leads from counters kept by triggers on form_submissions
// (migration 0034, decision 124). Whatever writes the leads (a batch, an update that moves one in
// time, a test run, a deletion, a form deleted whole) the counters must equal the rows.

let t: TestApp;
let userId: string;
let formIds: string[];
const HOUR = 3_600_000;
const now = Date.now();
beforeAll(async () => {
  t = await createTestApp();
  userId = (await t.signUp()).userId;
  const stages = ["started", "quoted", "accepted", "declined", "upsell"] as const;
  // Over ten days, so some leads fall in the week's first, partial day and some just before it.
  const leads = (n: number): SeedLead[] =>
    Array.from({ length: n }, (_, i) => ({ stage: stages[i % 5], createdAt: new Date(now - i * 5 * HOUR) }));
  formIds = [];
  for (let f = 0; f < 2; f++) {
    const form = await seedForm(t.db, userId, { name: `Form ${f}`, formType: f === 0 ? "mowing_quote" : "other" });
    await seedManyLeads(t.db, form.id, leads(48));
    formIds.push(form.id);
  }
}, 60_000);
afterAll(() => t?.close());

/** The counters that are not zero, and the same counts from the rows, per form and UTC day. */
async function countsAndRows() {
  const counters = await t.db.execute(sql`select form_id, day::text as day, leads from form_lead_days
    where leads <> 0 order by 1, 2`);
  const rows = await t.db.execute(sql`select form_id, ((created_at at time zone 'utc')::date)::text as day,
      count(*)::int as leads
    from form_submissions where lead_stage is not null and not is_test group by 1, 2 order by 1, 2`);
  const totals = await t.db.execute(sql`select form_id, leads from form_lead_totals where leads <> 0 order by 1`);
  const rowTotals = await t.db.execute(sql`select form_id, count(*)::int as leads from form_submissions
    where lead_stage is not null and not is_test group by 1 order by 1`);
  return { counters: counters.rows, rows: rows.rows, totals: totals.rows, rowTotals: rowTotals.rows };
}

async function expectCountersEqualRows() {
  const { counters, rows, totals, rowTotals } = await countsAndRows();
  expect(counters).toEqual(rows);
  expect(totals).toEqual(rowTotals);
}

/** The dashboard's totals against a count of the rows themselves. */
async function expectDashboardCounts() {
  const [row] = await rawQuery<DashboardRow>(t.db, DASHBOARD_SQL, [userId, []]);
  const week = await t.db.execute(sql`select count(*)::int as n from form_submissions
    where lead_stage is not null and not is_test and created_at >= now() - interval '7 days'`);
  const total = await t.db.execute(sql`select count(*)::int as n from form_submissions
    where lead_stage is not null and not is_test`);
  expect({ total: row.total_leads, week: row.week_leads }).toEqual({ total: total.rows[0].n, week: week.rows[0].n });
}

describe("the lead counters (form_lead_days, form_lead_totals)", () => {
  it("equal the leads written in batches, and give the dashboard the rows' totals and week", async () => {
    await expectCountersEqualRows();
    expect((await countsAndRows()).totals).toHaveLength(2);
    await expectDashboardCounts();
  });

  it("follow a lead moved in time, or to a test run and back", async () => {
    await t.db.execute(sql`update form_submissions set created_at = created_at - interval '3 days'
      where id = lead_id and form_id = ${formIds[0]} and created_at > now() - interval '1 day'`);
    await expectCountersEqualRows();
    await t.db.execute(sql`update form_submissions set is_test = true
      where id = lead_id and form_id = ${formIds[1]} and lead_stage = 'declined'`);
    await expectCountersEqualRows();
    await expectDashboardCounts();
    await t.db.execute(sql`update form_submissions set is_test = false
      where id = lead_id and form_id = ${formIds[1]} and lead_stage = 'declined'`);
    await expectCountersEqualRows();
  });

  it("follow leads deleted, and a form deleted with its leads", async () => {
    await t.db.execute(sql`delete from form_submissions where lead_id in (
      select id from form_submissions where id = lead_id and form_id = ${formIds[0]} and lead_stage = 'upsell')`);
    await expectCountersEqualRows();
    await expectDashboardCounts();
    await t.db.execute(sql`delete from forms where id = ${formIds[1]}`);
    await expectCountersEqualRows();
    await expectDashboardCounts();
  });
});
