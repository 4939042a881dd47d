// One address adds at most a few views to a form per day, and the page's POST answers as usual
// past that.
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { rateLimits } from "../db/schema/platform";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, visitorHeaders } from "../test/public-test-helpers";
import { PUBLIC_RULES } from "../lib/public-limits";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});
afterAll(() => t.close());

const views = async (formId: string) =>
  (await t.db.select().from(forms).where(eq(forms.id, formId)))[0]!.analyticsData.views;

/** Moves the form's view counters back in time, as if `hours` had passed. */
const hoursPass = (formId: string, hours: number) =>
  t.db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - make_interval(hours => ${hours})` })
    .where(like(rateLimits.key, `public:view:${formId}:%`));

describe("the view counter", () => {
  it("counts one address at most a few times per form per day, and answers every view the same way", async () => {
    const limit = PUBLIC_RULES.viewPerIpAndForm.limit;
    expect(limit).toBeLessThanOrEqual(10);
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const visitor = visitorHeaders();
    const view = () => t.client().post(`/api/public/forms/${form.id}/views`, {}, visitor);

    for (let i = 0; i < limit + 2; i++) expect((await view()).status).toBe(200);
    expect(await views(form.id)).toBe(limit);

    // Later the same day: still not counted, and the page sees no error.
    await hoursPass(form.id, 12);
    expect((await view()).status).toBe(200);
    expect(await views(form.id)).toBe(limit);

    // Another address still counts; the next day the first one counts again.
    expect((await t.client().post(`/api/public/forms/${form.id}/views`, {}, visitorHeaders())).status).toBe(200);
    expect(await views(form.id)).toBe(limit + 1);
    await hoursPass(form.id, 13);
    expect((await view()).status).toBe(200);
    expect(await views(form.id)).toBe(limit + 2);
  });
});
