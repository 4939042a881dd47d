import { offeredPrices } from "@yq/form-schema/quote";
import type { Funnel } from "@yq/form-schema/funnel";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { formViewEvents } from "../db/schema/analytics";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, testDocument, visitorHeaders } from "../test/public-test-helpers";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const GOOGLE = { page: "https://lawns.example/quote?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=g1" };
const FACEBOOK = { page: "https://lawns.example/quote", referrer: "https://www.facebook.com/" };

type Visitor = { leadId: string; token: string; headers: Record<string, string> };

async function view(formId: string, source?: object) {
  const res = await t
    .client()
    .post(`/api/public/forms/${formId}/views`, source ? { source } : undefined, visitorHeaders());
  expect(await res.json()).toEqual({ counted: true });
}

async function start(formId: string, extra: object = {}): Promise<Visitor> {
  const headers = visitorHeaders();
  const res = await t
    .client()
    .post(`/api/public/forms/${formId}/leads`, { answers: VISITOR_ANSWERS, consent: true, ...extra }, headers);
  expect(res.status).toBe(201);
  return { ...((await res.json()) as { leadId: string; token: string }), headers };
}

const step = (v: Visitor, name: string, token = v.token) =>
  t.client().post(`/api/public/leads/${v.leadId}/steps`, { step: name, token }, v.headers);

async function answer(v: Visitor, responseStatus: ResponseStatus, frequency?: string) {
  const body = { serviceType: "mowing", yardSize: "small", responseStatus, frequency, token: v.token };
  expect((await t.client().post(`/api/public/leads/${v.leadId}/response`, body, v.headers)).status).toBe(201);
}

async function funnelOf(owner: Awaited<ReturnType<TestApp["signUp"]>>, formId: string, period = "30") {
  const res = await owner.get(`/api/forms/${formId}/analytics?period=${period}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Funnel;
}

describe("sources captured with the view and the lead", () => {
  it("stores the page, referrer and the tags the server read from the page address, and the hidden values", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    await view(form.id, GOOGLE);
    const [event] = await t.db.select().from(formViewEvents).where(eq(formViewEvents.formId, form.id));
    expect(event.source).toMatchObject({ utmSource: "google", utmMedium: "cpc", gclid: "g1", label: "google / cpc" });

    const lead = await start(form.id, { source: GOOGLE, hidden: { campaign_id: "c-42" } });
    const [root] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, lead.leadId));
    expect(root.source).toEqual({
      page: GOOGLE.page,
      referrer: null,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      gclid: "g1",
      fbclid: null,
      label: "google / cpc",
    });
    expect(root.hiddenFields).toEqual({ campaign_id: "c-42" });

    const leads = await (await owner.get(`/api/forms/${form.id}/leads`)).json();
    expect(leads.leads[0]).toMatchObject({ source: { label: "google / cpc" }, hiddenFields: { campaign_id: "c-42" } });
    // A later record of the lead shows the lead's source too (it is stored on the first record).
    await answer(lead, "accept", "weekly");
    const page = await (await owner.get(`/api/forms/${form.id}/submissions`)).json();
    const complete = page.submissions.find((s: { responseStatus: string | null }) => s.responseStatus === "accept");
    expect(complete).toMatchObject({ source: { label: "google / cpc" }, hiddenFields: { campaign_id: "c-42" } });
    const csv = await (await owner.get(`/api/forms/${form.id}/leads.csv`)).text();
    expect(csv).toContain("google / cpc");
    expect(csv).toContain("campaign_id=c-42");
  });

  it("ignores addresses that are not web pages, refuses bad hidden names and bad bodies with a message", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const lead = await start(form.id, { source: { page: "javascript:alert(1)" } });
    const [root] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, lead.leadId));
    expect(root.source).toBeNull();
    const bad = await t
      .client()
      .post(
        `/api/public/forms/${form.id}/leads`,
        { answers: VISITOR_ANSWERS, consent: true, hidden: { "1 x": "y" } },
        visitorHeaders(),
      );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain("Hidden field names are letters");
    const notJson = await t.client().post(`/api/public/forms/${form.id}/views`, "{oops", visitorHeaders());
    expect(notJson.status).toBe(400);
    // An empty body (older pages) still counts.
    await view(form.id);
  });

  it("records a step once, only with the lead's token", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const lead = await start(form.id);
    expect(await (await step(lead, "service")).json()).toEqual({ recorded: true });
    expect(await (await step(lead, "service")).json()).toEqual({ recorded: false });
    expect((await step(lead, "quote", "wrong-token")).status).toBe(404);
    expect((await step(lead, "nonsense")).status).toBe(400);
  });
});

describe("the funnel on the Analytics tab", () => {
  it("counts a scripted mix of visitors step by step, with the accepted value and conversion by source", async () => {
    const owner = await t.signUp();
    const doc = testDocument();
    const form = await insertForm(t, owner.userId, doc);
    for (const source of [GOOGLE, GOOGLE, GOOGLE, undefined, undefined, FACEBOOK]) await view(form.id, source);

    const a = await start(form.id, { source: GOOGLE });
    await step(a, "service");
    await step(a, "quote");
    await answer(a, "accept", "weekly");
    const upsell = { selectedUpsellServiceIds: ["u1"], token: a.token };
    expect((await t.client().post(`/api/public/leads/${a.leadId}/upsell`, upsell, a.headers)).status).toBe(201);
    const b = await start(form.id, { source: GOOGLE });
    await step(b, "service");
    await step(b, "quote");
    await answer(b, "decline");
    const c = await start(form.id, { source: FACEBOOK });
    await step(c, "service");
    await start(form.id); // d: consent only
    const e = await start(form.id); // e: its step reports were lost, its answer still counts
    await answer(e, "accept", "monthly");

    const funnel = await funnelOf(owner, form.id);
    expect(funnel.steps).toEqual({
      views: 6,
      started: 5,
      serviceChosen: 4,
      quoteShown: 3,
      accepted: 2,
      declined: 1,
      upsellTaken: 1,
    });
    const price = (f: string) => offeredPrices(doc.yardSizes.small).find((p) => p.frequency === f)!.amount;
    // Each agreement over its term, in one unit for every plan: a season's 30 weekly or 7 monthly visits.
    expect(funnel.acceptedValue).toEqual([
      { plan: "weekly", count: 1, amountCents: 30 * Math.round(price("weekly") * 100) },
      { plan: "monthly", count: 1, amountCents: 7 * Math.round(price("monthly") * 100) },
    ]);
    expect(funnel.sources).toEqual([
      { source: "google / cpc", views: 3, started: 2, accepted: 1 },
      { source: "Direct", views: 2, started: 2, accepted: 1 },
      { source: "facebook.com", views: 1, started: 1, accepted: 0 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(funnel.daily).toEqual([{ day: today, views: 6, leads: 5, accepted: 2 }]);

    // Moved 40 days back, a lead and a view leave the 30-day period and stay in the 90-day one.
    await t.db.execute(
      sql`update form_submissions set created_at = now() - interval '40 days' where lead_id = ${c.leadId}`,
    );
    await t.db.execute(
      sql`update form_view_events set created_at = now() - interval '40 days'
          where id = (select id from form_view_events where form_id = ${form.id} and source->>'label' = 'facebook.com')`,
    );
    const month = await funnelOf(owner, form.id, "30");
    expect(month.steps).toMatchObject({ views: 5, started: 4, serviceChosen: 3 });
    expect(month.sources.map((s) => s.source)).not.toContain("facebook.com");
    const quarter = await funnelOf(owner, form.id, "90");
    expect(quarter.steps).toMatchObject({ views: 6, started: 5, serviceChosen: 4 });
  });

  it("takes the running total for all time when it holds views from before view events", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    await view(form.id);
    await t.db.execute(
      sql`update forms set analytics_data = jsonb_set(analytics_data, '{views}', '40') where id = ${form.id}`,
    );
    expect((await funnelOf(owner, form.id, "all")).steps.views).toBe(40);
    expect((await funnelOf(owner, form.id, "7")).steps.views).toBe(1);
  });

  it("answers 404 for another owner's form and 400 for a period it does not know", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const stranger = await t.signUp();
    expect((await stranger.get(`/api/forms/${form.id}/analytics`)).status).toBe(404);
    const bad = await owner.get(`/api/forms/${form.id}/analytics?period=365`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain("Choose a period");
  });
});
