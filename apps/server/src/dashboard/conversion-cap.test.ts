import type { DashboardStats } from "@yq/form-schema/dashboard";
import type { Funnel } from "@yq/form-schema/funnel";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertForm, testDocument } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

// Leads and views counted alike: every lead opened the form, so the views shown are
// never fewer than the leads and no conversion exceeds 100 %, even when one address's views past
// its limit were not stored. And a lead from the owner's site ticks "Embed it on your site".
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const OWNER_SITE = "https://green-lawns.example.com/quote";

describe("conversion never exceeds 100%", () => {
  it("one address past its view limit: views = leads, 100%, and the embed step is ticked", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId, testDocument());
    // One household's network: its views stop counting after the limit, its leads do not.
    const headers = { "x-forwarded-for": "10.99.0.1" };
    const post = (path: string, body: unknown) => t.client().post(`/api/public/forms/${form.id}${path}`, body, headers);
    for (let i = 0; i < 12; i++) await post("/views", {});
    for (let i = 0; i < 12; i++) {
      const answers = { ...VISITOR_ANSWERS, email: `neighbour${i}@example.com`, phone: `(555) 200-${1000 + i}` };
      const res = await post("/leads", { answers, consent: true, source: { page: OWNER_SITE } });
      expect(res.status).toBe(201);
    }

    const stats = (await (await owner.get("/api/dashboard/stats")).json()) as DashboardStats;
    expect(stats.week.leads).toBe(12);
    expect(stats.week.views).toBe(12);
    expect(stats.week.conversionRate).toBe(100);
    // The stored views came from no page of the owner's site; the leads did.
    expect(stats.setup.done.embed).toBe(true);

    const funnel = (await (await owner.get(`/api/forms/${form.id}/analytics?period=7`)).json()) as Funnel;
    expect(funnel.steps.views).toBeGreaterThanOrEqual(funnel.steps.started);
    for (const source of funnel.sources) expect(source.views).toBeGreaterThanOrEqual(source.started);
    for (const day of funnel.daily) expect(day.views).toBeGreaterThanOrEqual(day.leads);
  });
});
