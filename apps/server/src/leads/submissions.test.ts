import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultYardSizes } from "@yq/form-schema/defaults";
import { billedSubmissionsPageSchema } from "@yq/form-schema/lead-billing";
import type { SubmissionsPage } from "@yq/form-schema/submissions-page";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedForm, seedLead, SMALL_QUOTE_ACCEPTED } from "../test/seed-submissions";
import { richText } from "@yq/form-schema/rich-text";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = SubmissionsPage;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("GET /api/forms/:id/submissions", () => {
  it("lists one row per lead newest first (decision 091), with the total and the form's header", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId, { name: "Green Lawns", description: "Mowing in Springfield" });
    await seedLead(t.db, form.id, { stage: "started", name: "Old Lead", createdAt: minutesAgo(60) });
    await seedLead(t.db, form.id, { stage: "upsell", name: "New Lead", createdAt: minutesAgo(10), street: "1 Elm St" });

    const res = await owner.get(`/api/forms/${form.id}/submissions`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Page;
    // The answer is exactly the shared shape: nothing missing (no default filled in), nothing extra.
    expect(billedSubmissionsPageSchema.parse(body)).toEqual(body);
    expect(body.form).toMatchObject({ id: form.id, name: "Green Lawns", description: "Mowing in Springfield" });
    expect(body.form.customerFields).toEqual(["name", "email", "phone", "street", "city", "state", "zipcode"]);
    expect(body.form.consent).toEqual({ enabled: true, text: "I agree to the terms and conditions" });
    // Four records, two visitors: two submissions.
    expect(body).toMatchObject({ total: 2, matching: 2 });
    const [lead, oldLead] = body.submissions;
    expect(lead).toMatchObject({
      customerName: "New Lead",
      street: "1 Elm St",
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      outcome: "accepted",
      upsellServices: ["Aeration"],
    });
    expect(lead.quote).toEqual(SMALL_QUOTE_ACCEPTED);
    expect(oldLead).toMatchObject({ customerName: "Old Lead", outcome: "started", quote: null });
  });

  it("pages through the leads with the total unchanged", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    for (let i = 0; i < 5; i++)
      await seedLead(t.db, form.id, { stage: "started", name: `Lead ${i}`, createdAt: minutesAgo(i) });
    const first = (await (await owner.get(`/api/forms/${form.id}/submissions?page=1&pageSize=2`)).json()) as Page;
    const third = (await (await owner.get(`/api/forms/${form.id}/submissions?page=3&pageSize=2`)).json()) as Page;
    expect(first.total).toBe(5);
    expect(first.submissions.map((s) => s.customerName)).toEqual(["Lead 0", "Lead 1"]);
    expect(third.submissions.map((s) => s.customerName)).toEqual(["Lead 4"]);
  });

  it("shows the yard size's current prices when the answer has no stored quote, and the contact details from the lead", async () => {
    const owner = await t.signUp();
    const yardSizes = defaultYardSizes();
    yardSizes.medium.weeklyPrice = 55;
    yardSizes.medium.monthlyPriceEnabled = false;
    yardSizes.medium.services = [
      { name: "Mow", enabled: true },
      { name: "Weed Pull", enabled: true },
      { name: "Edge", enabled: false },
    ];
    const form = await seedForm(t.db, owner.userId, { yardSizes });
    const { records } = await seedLead(t.db, form.id, { stage: "accepted", yardSize: "medium", quote: null });
    await t.db
      .update(formSubmissions)
      .set({ customerName: null, customerEmail: null })
      .where(eq(formSubmissions.id, records[1].id!));

    const body = (await (await owner.get(`/api/forms/${form.id}/submissions`)).json()) as Page;
    const [complete] = body.submissions;
    expect(complete.quote).toEqual({
      yardSize: "medium",
      prices: [
        { frequency: "weekly", label: "Weekly", amount: 55 },
        { frequency: "biweekly", label: "Bi-Weekly", amount: 69 },
      ],
      includedServices: ["Mow", "Weed Pull"],
      chosen: null,
    });
    expect(complete).toMatchObject({ customerName: "Pat Green", customerEmail: "pat@example.com" });
  });

  it("gives landscaping and custom-size records their project details and video instead of prices", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    const { records } = await seedLead(t.db, form.id, {
      stage: "accepted",
      serviceType: "landscaping",
      projectDetails: "Two flower beds",
    });
    await t.db
      .update(formSubmissions)
      .set({ videoUrl: "/media/form-media/x/yard.mp4" })
      .where(eq(formSubmissions.id, records[1].id!));
    await seedLead(t.db, form.id, { stage: "accepted", yardSize: "custom", projectDetails: "Two acres, steep" });
    const body = (await (await owner.get(`/api/forms/${form.id}/submissions`)).json()) as Page;
    const answered = body.submissions.filter((s) => s.responseStatus === "accept");
    expect(answered.map((s) => [s.serviceType, s.yardSize, s.projectDetails, s.quote])).toEqual([
      ["mowing", "custom", "Two acres, steep", null],
      ["landscaping", null, "Two flower beds", null],
    ]);
    expect(answered[1].videoUrl).toBe("/media/form-media/x/yard.mp4");
  });

  it("lists only enabled customer fields in their order and reports consent switched off", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    const page0 = (await (await owner.get(`/api/forms/${form.id}/submissions`)).json()) as Page;
    expect(page0.total).toBe(0);
    await t.db
      .update(forms)
      .set({
        customerFields: {
          fields: [
            { id: "n", type: "name", required: true, enabled: true, order: 0 },
            { id: "e", type: "email", required: true, enabled: true, order: 1 },
            { id: "p", type: "phone", required: true, enabled: true, order: 2 },
            { id: "z", type: "zipcode", required: false, enabled: true, order: 3 },
            { id: "s", type: "street", required: false, enabled: false, order: 4 },
            { id: "c", type: "city", required: false, enabled: false, order: 5 },
            { id: "st", type: "state", required: false, enabled: true, order: 6 },
          ],
          consent: { enabled: false, text: "x", richText: richText("<p>x</p>"), links: [] },
        },
      })
      .where(eq(forms.id, form.id));
    const body = (await (await owner.get(`/api/forms/${form.id}/submissions`)).json()) as Page;
    expect(body.form.customerFields).toEqual(["name", "email", "phone", "zipcode", "state"]);
    expect(body.form.consent.enabled).toBe(false);
  });
});

describe("owner scoping", () => {
  it("answers 404 for another owner's form on every route, like a missing one, and 401 without a session", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    await seedLead(t.db, form.id, { stage: "accepted", name: "Secret Customer" });
    for (const path of ["submissions", "leads", "leads.csv"]) {
      const foreign = await other.get(`/api/forms/${form.id}/${path}`);
      expect(foreign.status).toBe(404);
      const text = await foreign.text();
      expect(JSON.parse(text)).toEqual({ error: "Form not found" });
      const missing = await other.get(`/api/forms/00000000-0000-4000-8000-000000000000/${path}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Form not found" });
      expect((await other.get(`/api/forms/not-a-uuid/${path}`)).status).toBe(404);
      expect((await t.client().get(`/api/forms/${form.id}/${path}`)).status).toBe(401);
      expect((await owner.get(`/api/forms/${form.id}/${path}`)).status).toBe(200);
    }
  });

  it("refuses page sizes above 100 and unknown stages with a message", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    const big = await owner.get(`/api/forms/${form.id}/submissions?pageSize=500`);
    expect(big.status).toBe(400);
    expect((await big.json()).error).toMatch(/at most 100/);
    const stage = await owner.get(`/api/forms/${form.id}/leads?stage=won`);
    expect(stage.status).toBe(400);
    expect((await stage.json()).error).toMatch(/Choose a stage/);
  });
});
