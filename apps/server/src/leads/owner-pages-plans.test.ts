import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUNNEL_SQL } from "../analytics/funnel.sql";
import { DASHBOARD_SQL, NEWEST_LEADS_SQL } from "../dashboard/dashboard.sql";
import { leadsTableScans, planOf, type Statement } from "../test/query-plans";
import { seedForm, seedManyLeads, type SeedLead } from "../test/seed-submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { formSubmissions as fs } from "../db/schema/submissions";
import { pageKeysStatement, recordsStatement } from "./all-leads.service";
import { leadConditions } from "./leads.service";
import { newestFirst } from "./submission-view";

// Every statement of the owner's list pages (the Leads page across forms, a form's Submissions,
// the dashboard, a form's analytics) reads the leads table through an index, never whole: a business's pages
// must cost what one page shows, not what the whole server holds. The owner has several forms and
// a neighbour (another account on the same server) has more leads than the owner, so a plan that
// reads every lead of the table reads mostly someone else's. The tables are analyzed first,
// as autovacuum would have done; with fresh statistics the planner's choice is the real one.

let t: TestApp;
let userId: string;
let formIds: string[];
let pageIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signUp();
  userId = owner.userId;
  const stages = ["started", "quoted", "accepted", "declined", "upsell"] as const;
  const start = Date.parse("2026-01-01T00:00:00Z");
  const leads = (n: number, offset: number): SeedLead[] =>
    Array.from({ length: n }, (_, i) => ({ stage: stages[i % 5], createdAt: new Date(start + offset + i * 600_000) }));
  formIds = [];
  for (let f = 0; f < 4; f++) {
    const form = await seedForm(t.db, userId, {
      name: `Form ${f}`,
      formType: f === 0 ? "mowing_quote" : "other",
    });
    await seedManyLeads(t.db, form.id, leads(500, f * 60_000));
    formIds.push(form.id);
  }
  const neighbour = await seedForm(t.db, (await t.signUp()).userId);
  await seedManyLeads(t.db, neighbour.id, leads(4000, 30_000));
  // The owner's work and the visitors' steps and views, which the filters and the funnel read.
  await t.db.execute(sql`insert into lead_statuses (lead_id, form_id, status)
    select id, form_id, case when lead_stage = 'accepted' then 'won' else 'contacted' end
    from form_submissions where lead_stage is not null and created_at < ${new Date(start + 86_400_000 * 10)}`);
  await t.db.execute(sql`insert into lead_steps (lead_id, form_id, step, created_at)
    select id, form_id, 'service', created_at from form_submissions where lead_stage in ('quoted', 'accepted')`);
  await t.db.execute(sql`insert into form_view_events (form_id, created_at)
    select f.id, now() - (g % 90) * interval '1 day' from forms f, generate_series(1, 500) g`);
  await t.db.execute(sql`analyze`);
  const first = await t.db.execute(pageKeysStatement(userId, { pageSize: 25 }, null, 25));
  pageIds = first.rows.map((r) => String(r.id));
}, 120_000);
afterAll(() => t?.close());

const cursor = { at: "2026-01-02T12:00:00.000000Z", id: "7d1f0c9e-3b8a-4f52-9c61-0a2e4b6d8f10" };
const ownOrigins = ["http://localhost:3000/%"];
const since = "2026-01-15T00:00:00.000Z";

const statements: Record<string, () => Statement> = {
  "leads, first page": () => pageKeysStatement(userId, { pageSize: 25 }, null, 26),
  "leads, a later page by cursor": () => pageKeysStatement(userId, { pageSize: 25 }, cursor, 26),
  "leads, a stage": () => pageKeysStatement(userId, { pageSize: 25, stage: "declined" }, null, 26),
  "leads, a status": () => pageKeysStatement(userId, { pageSize: 25, status: "won" }, null, 26),
  "leads, status new, by cursor": () => pageKeysStatement(userId, { pageSize: 25, status: "new" }, cursor, 26),
  "leads, a form": () => pageKeysStatement(userId, { pageSize: 25, formId: formIds[1] }, null, 26),
  "leads, the page's records": () => recordsStatement(t.db, pageIds).getSQL(),
  "a form's submissions, first page": () =>
    t.db
      .select()
      .from(fs)
      .where(leadConditions(formIds[0], {}))
      .orderBy(...newestFirst)
      .limit(25)
      .getSQL(),
  "a form's submissions, a stage's count": () =>
    t.db
      .select({ total: count() })
      .from(fs)
      .where(leadConditions(formIds[0], { stage: "declined" }))
      .getSQL(),
  "dashboard, totals and checklist": () => ({ text: DASHBOARD_SQL, params: [userId, ownOrigins] }),
  "dashboard, newest leads": () => ({ text: NEWEST_LEADS_SQL, params: [userId] }),
  "analytics, a period": () => ({ text: FUNNEL_SQL, params: [formIds[0], since] }),
  "analytics, all time": () => ({ text: FUNNEL_SQL, params: [formIds[0], null] }),
};

describe("the owner's list pages read the leads table through its indexes", () => {
  it.each(Object.keys(statements))("%s", async (name) => {
    const plan = await planOf(t.db, statements[name]());
    expect(leadsTableScans(plan), plan).toEqual([]);
  });
});
