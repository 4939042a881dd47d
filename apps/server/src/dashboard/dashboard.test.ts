import { dashboardStatsSchema, type DashboardStats } from "@yq/form-schema/dashboard";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { ChargeStatus } from "@yq/form-schema/charges";
import { sql } from "drizzle-orm";
import { charges } from "../db/schema/charges";
import { leadStatuses } from "../db/schema/lead-work";
import { profiles } from "../db/schema/profiles";
import { formSubmissions } from "../db/schema/submissions";
import { createFormAs, formDocument, type Owner } from "../test/form-fixtures";
import { insertForm, leadAnswers, startTestLead, testDocument, visitorHeaders } from "../test/public-test-helpers";
import { billingEnv, startStripeStandIn, type StripeStandIn } from "../test/stripe-stand-in";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/test-app";

let t: TestApp;
let billed: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  [t, billed] = await Promise.all([createTestApp(), createTestApp(billingEnv(stripe.url, "whsec_dashboard"))]);
});
afterAll(async () => {
  await Promise.all([t?.close(), billed?.close(), stripe?.close()]);
});

const stats = async (owner: Owner): Promise<DashboardStats> => {
  const res = await owner.get("/api/dashboard/stats");
  expect(res.status).toBe(200);
  // The answer has the shape the owner app reads (form-schema), nothing more.
  return dashboardStatsSchema.strict().parse(await res.json());
};

/** A view of the public form as its page reports it: `page` is where the form was shown. */
const view = async (app: TestApp, formId: string, page: string) => {
  const res = await app.client().post(`/api/public/forms/${formId}/views`, { source: { page } }, visitorHeaders());
  expect(res.status).toBeLessThan(300);
};

describe("dashboard statistics", () => {
  it("needs a session", async () => {
    expect((await t.client().get("/api/dashboard/stats")).status).toBe(401);
  });

  it("ticks the checklist from the account's real state, step by step", async () => {
    const owner = await t.signUp();
    const first = await stats(owner);
    expect(first).toEqual({
      totalForms: 0,
      totalSubmissions: 0,
      week: { leads: 0, views: 0, acceptedValueCents: 0, conversionRate: 0 },
      month: { start: expect.stringMatching(/^\d{4}-\d\d-01$/), billedCents: 0, failedCents: 0 },
      newestLeads: [],
      setup: {
        done: { business: false, build: false, live: false, embed: false, lead: false },
        formId: null,
        needsPlan: false,
      },
    });

    // Business details: the company name alone is not enough; with the phone it is.
    expect(
      (await owner.patch("/api/account/profile", { fullName: "Pat Green", companyName: "Green Lawns" })).status,
    ).toBe(200);
    expect((await stats(owner)).setup.done.business).toBe(false);
    await t.db.update(profiles).set({ phone: "+1 555 0100" }).where(eq(profiles.id, owner.userId));
    expect((await stats(owner)).setup.done).toEqual({
      business: true,
      build: false,
      live: false,
      embed: false,
      lead: false,
    });

    // Build: a saved draft.
    const formId = await createFormAs(owner, { status: "draft", name: "Green Lawns Quote" });
    expect((await stats(owner)).setup).toMatchObject({ done: { build: true, live: false }, formId });

    // Go live: publish it (billing off: every account counts as subscribed).
    expect(
      (await owner.patch(`/api/forms/${formId}`, formDocument({ status: "published", name: "Green Lawns Quote" })))
        .status,
    ).toBe(200);
    expect((await stats(owner)).setup.done).toMatchObject({ live: true, embed: false });

    // Views from the app's own pages (the form opened alone, the builder's preview) are not the owner's site.
    await view(t, formId, `${TEST_ORIGIN}/forms/embed/${formId}`);
    await view(t, formId, `${TEST_ORIGIN}/forms/${formId}/edit`);
    await view(t, formId, `http://localhost/forms/embed/${formId}`);
    let now = await stats(owner);
    expect(now.setup.done.embed).toBe(false);
    expect(now.week.views).toBe(3);
    // A view from the page that embeds it is.
    await view(t, formId, "https://greenlawns.example/get-a-quote?utm_source=flyer");
    now = await stats(owner);
    expect(now.setup.done).toEqual({ business: true, build: true, live: true, embed: true, lead: false });

    // First lead.
    await startTestLead(t, formId);
    now = await stats(owner);
    expect(now.setup.done.lead).toBe(true);
    expect(now.week).toEqual({ leads: 1, views: 4, acceptedValueCents: 0, conversionRate: 25 });
  });

  it("counts a visitor's consent, complete and upsell records as one lead, and sums accepted prices in cents", async () => {
    const owner = await t.signUp();
    // Prices with cents, so a sum in dollars that lost them would show.
    const form = await insertForm(
      t,
      owner.userId,
      testDocument((doc) => {
        doc.yardSizes.medium.weeklyPrice = 39.99;
      }),
    );
    const answers = leadAnswers(t);
    const accept = { serviceType: "mowing", yardSize: "medium", responseStatus: "accept", frequency: "weekly" };

    const upsold = await startTestLead(t, form.id);
    expect((await answers.respond(upsold, accept)).status).toBe(201);
    expect((await answers.upsell(upsold, ["u1"])).status).toBe(201);
    expect(await answers.recordsOf(upsold.leadId)).toHaveLength(3);

    const second = await startTestLead(t, form.id);
    expect((await answers.respond(second, accept)).status).toBe(201);
    const declined = await startTestLead(t, form.id);
    expect((await answers.respond(declined, { ...accept, responseStatus: "decline" })).status).toBe(201);
    await startTestLead(t, form.id);
    // An owner's status on one lead; the others have none and read "new".
    await t.db.insert(leadStatuses).values({ leadId: second.leadId, formId: form.id, status: "contacted" });

    const now = await stats(owner);
    expect(now.totalSubmissions).toBe(4);
    expect(now.week.leads).toBe(4);
    // Each accepted lead's agreement over its term, counted once: a season of 30 weekly visits.
    expect(now.week.acceptedValueCents).toBe(2 * 30 * 3999);
    expect(now.newestLeads).toHaveLength(4);
    expect(now.newestLeads.map((lead) => lead.id).sort()).toEqual(
      [upsold.leadId, second.leadId, declined.leadId, now.newestLeads.find((l) => l.stage === "started")!.id].sort(),
    );
    const byId = new Map(now.newestLeads.map((lead) => [lead.id, lead]));
    expect(byId.get(upsold.leadId)).toMatchObject({
      stage: "upsell",
      status: "new",
      formId: form.id,
      formName: form.name,
    });
    expect(byId.get(second.leadId)).toMatchObject({ stage: "accepted", status: "contacted" });
    expect(byId.get(declined.leadId)).toMatchObject({ stage: "declined", status: "new" });
    expect(byId.get(upsold.leadId)?.name).toBeTruthy();
  });

  it("lists the five newest leads, newest first, and leaves older ones out of the week", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await startTestLead(t, form.id)).leadId);
    // Two leads from last month: in the totals, not in the week.
    const old = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    for (const id of ids.slice(0, 2)) {
      await t.db.update(formSubmissions).set({ createdAt: old }).where(eq(formSubmissions.leadId, id));
    }
    const now = await stats(owner);
    expect(now.totalSubmissions).toBe(7);
    expect(now.week.leads).toBe(5);
    expect(now.newestLeads.map((lead) => lead.id)).toEqual(ids.slice(2).reverse());
  });

  it("counts only the owner's forms and leads", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const a = await createFormAs(owner, { formType: "mowing_quote" });
    const b = await createFormAs(owner, { formType: "other" });
    const theirs = await insertForm(t, other.userId);
    await startTestLead(t, theirs.id);
    await view(t, theirs.id, "https://their-site.example/");

    expect(await stats(owner)).toMatchObject({ totalForms: 2, totalSubmissions: 0, newestLeads: [] });
    expect((await stats(owner)).setup.done.embed).toBe(false);
    expect(await stats(other)).toMatchObject({ totalForms: 1, totalSubmissions: 1 });

    await owner.delete(`/api/forms/${a}`);
    expect(await stats(owner)).toMatchObject({ totalForms: 1, setup: { formId: b } });
  });

  it("does not tick going live while billing is on and the account has no plan", async () => {
    const owner = await billed.signUp();
    const form = await insertForm(billed, owner.userId);
    const now = await stats(owner);
    expect(now.setup).toMatchObject({ done: { build: true, live: false }, formId: form.id, needsPlan: true });
    // What a visitor meets says the same: the public form refuses them.
    expect((await billed.client().post(`/api/public/forms/${form.id}/views`, {}, visitorHeaders())).status).not.toBe(
      200,
    );
  });

  it("sums this month's charges in the owner's time zone: billed, and failed not collected since", async () => {
    // Auckland's month starts up to 13 hours before UTC's: a charge between the two is this
    // month's for the owner only if it comes after their zone's start.
    const zone = "Pacific/Auckland";
    const owner = await t.signUp();
    await t.db.update(profiles).set({ timeZone: zone }).where(eq(profiles.id, owner.userId));
    const form = await insertForm(t, owner.userId);
    const { leadId } = await startTestLead(t, form.id);
    const { rows } = await t.db.execute(
      sql`select (date_trunc('month', now() at time zone ${zone}) at time zone ${zone}) as start,
        to_char(date_trunc('month', now() at time zone ${zone}), 'YYYY-MM-DD') as day`,
    );
    const { start, day } = rows[0] as { start: string | Date; day: string };
    const minutes = (n: number) => new Date(new Date(start).getTime() + n * 60_000);
    const charge = (userId: string, status: ChargeStatus, amountCents: number, at: Date) =>
      t.db
        .insert(charges)
        .values({ userId, leadId, kind: "visit", status, amountCents, idempotencyKey: randomUUID(), createdAt: at });
    await charge(owner.userId, "succeeded", 8000, minutes(1));
    await charge(owner.userId, "succeeded", 4550, new Date());
    await charge(owner.userId, "failed", 8000, minutes(2));
    await charge(owner.userId, "requires_action", 1000, minutes(3));
    await charge(owner.userId, "pending", 500, minutes(4));
    await charge(owner.userId, "refunded", 700, minutes(5));
    // Last month in the owner's zone, though this month in UTC on most days.
    await charge(owner.userId, "succeeded", 99_900, minutes(-1));
    await charge(owner.userId, "failed", 99_900, minutes(-1));
    // Another owner's charges never count here.
    const other = await t.signUp();
    await charge(other.userId, "succeeded", 50_000, new Date());

    expect((await stats(owner)).month).toEqual({ start: day, billedCents: 12_550, failedCents: 9000 });
    expect((await stats(other)).month).toMatchObject({ billedCents: 50_000, failedCents: 0 });
  });
});
