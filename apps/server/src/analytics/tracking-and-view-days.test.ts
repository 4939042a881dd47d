import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawQuery } from "../db/raw-query";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, testDocument, visitorHeaders } from "../test/public-test-helpers";
import type { Funnel } from "@yq/form-schema/funnel";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const pageData = async (formId: string) => {
  const html = await (await t.app.request(`/forms/embed/${formId}`)).text();
  const match = html.match(/<script type="application\/json" id="yq-form-data">([\s\S]*?)<\/script>/);
  return JSON.parse(match![1]) as { document: { trackingSettings: unknown } };
};

describe("the tracking setting (decision 059)", () => {
  it("is saved into the working copy and reaches the public page when the form is published", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    expect((await pageData(form.id)).document.trackingSettings).toEqual({ dataLayer: false, metaPixel: false });

    const detail = await (await owner.get(`/api/forms/${form.id}`)).json();
    const document = { ...detail.document, trackingSettings: { dataLayer: true, metaPixel: false } };
    const saved = await (await owner.patch(`/api/forms/${form.id}`, document)).json();
    expect(saved.unpublishedChanges).toBe(true);
    expect((await (await owner.get(`/api/forms/${form.id}`)).json()).document.trackingSettings).toEqual({
      dataLayer: true,
      metaPixel: false,
    });
    // Visitors keep the published version until the owner publishes.
    expect((await pageData(form.id)).document.trackingSettings).toEqual({ dataLayer: false, metaPixel: false });
    expect((await owner.post(`/api/forms/${form.id}/publish`, document)).status).toBe(200);
    expect((await pageData(form.id)).document.trackingSettings).toEqual({ dataLayer: true, metaPixel: false });

    const bad = await owner.patch(`/api/forms/${form.id}`, { ...document, trackingSettings: { dataLayer: "yes" } });
    expect(bad.status).toBe(400);
    const stranger = await t.signUp();
    expect((await stranger.patch(`/api/forms/${form.id}`, document)).status).toBe(404);
  });
});

type DayRow = { day: string; label: string; n: number };
// What the counters hold and what the events say, per day and label (zero counters left out).
const counters = (formId: string) =>
  rawQuery<DayRow>(
    t.db,
    `select day::text, source_label as label, views as n from form_view_days
     where form_id = $1 and views > 0 order by 1, 2`,
    [formId],
  );
const events = (formId: string) =>
  rawQuery<DayRow>(
    t.db,
    `select (created_at at time zone 'utc')::date::text as day, coalesce(source->>'label', 'Direct') as label,
       count(*)::int as n
     from form_view_events where form_id = $1 group by 1, 2 order by 1, 2`,
    [formId],
  );

describe("views per form, day and source (decision 060)", () => {
  it("stay equal to the view events through inserts, updates and deletes", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId, testDocument());
    const page = "https://lawns.example/?utm_source=google&utm_medium=cpc";
    for (const source of [undefined, { page }, { page }]) {
      const body = source ? { source } : undefined;
      await t.client().post(`/api/public/forms/${form.id}/views`, body, visitorHeaders());
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(await counters(form.id)).toEqual([
      { day: today, label: "Direct", n: 1 },
      { day: today, label: "google / cpc", n: 2 },
    ]);
    await t.db.execute(sql`update form_view_events set created_at = created_at - interval '3 days'
      where form_id = ${form.id} and source is null`);
    await t.db.execute(sql`delete from form_view_events where id = (select id from form_view_events
      where form_id = ${form.id} and source is not null limit 1)`);
    expect(await counters(form.id)).toEqual(await events(form.id));
    expect((await counters(form.id)).map((r) => r.n)).toEqual([1, 1]);
  });

  it("count the period's first day from its events, to the minute", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId, testDocument());
    const now = Date.now();
    const at = (ms: number) => new Date(now - 30 * 24 * 3600_000 + ms).toISOString();
    // Inside the 30 days by a minute, outside by a minute, and today.
    await t.db.execute(sql`insert into form_view_events (form_id, created_at) values
      (${form.id}, ${at(60_000)}), (${form.id}, ${at(-60_000)}), (${form.id}, now())`);
    expect(await counters(form.id)).toEqual(await events(form.id));
    const funnel = (await (await owner.get(`/api/forms/${form.id}/analytics?period=30`)).json()) as Funnel;
    expect(funnel.steps.views).toBe(2);
    expect(funnel.daily.reduce((sum, d) => sum + d.views, 0)).toBe(2);
    const all = (await (await owner.get(`/api/forms/${form.id}/analytics?period=all`)).json()) as Funnel;
    expect(all.steps.views).toBe(3);
  });
});
