import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { forms } from "../db/schema/forms";
import { subscriptions } from "../db/schema/platform";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { cachedDocument, countView } from "./public-form";
import { insertForm, testDocument, visitorHeaders } from "../test/public-test-helpers";

// Once a form's document is cached, a lead is stored by the same statement that counts its
// limits. These tests pin that this path stores and refuses exactly what the
// long path does.

let t: TestApp;
let billing: TestApp;
beforeAll(async () => {
  [t, billing] = await Promise.all([
    createTestApp({ TRUST_PROXY: "true" }),
    createTestApp({ TRUST_PROXY: "true", STRIPE_SECRET_KEY: "sk_test_not_used" }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), billing.close()]);
});

const postLead = (app: TestApp, id: string, body: unknown) =>
  app.client().post(`/api/public/forms/${id}/leads`, body, visitorHeaders());

async function storedContact(app: TestApp, leadId: string) {
  const [row] = await app.db.select().from(formSubmissions).where(eq(formSubmissions.id, leadId));
  const {
    customerName,
    customerEmail,
    customerPhone,
    street,
    city,
    state,
    zipcode,
    consent,
    status,
    submissionStage,
    leadId: lead,
  } = row;
  return {
    customerName,
    customerEmail,
    customerPhone,
    street,
    city,
    state,
    zipcode,
    consent,
    status,
    submissionStage,
    lead,
  };
}

describe("a lead on a form whose document is cached", () => {
  it("is stored exactly like the first lead: trimmed, empty as null, disabled fields dropped", async () => {
    const owner = await t.signUp();
    const doc = testDocument((d) => {
      d.customerFields.fields = d.customerFields.fields.map((f) => (f.type === "city" ? { ...f, enabled: false } : f));
    });
    const form = await insertForm(t, owner.userId, doc);
    const answers = { ...VISITOR_ANSWERS, name: `  ${VISITOR_ANSWERS.name} `, street: "  ", city: "Hidden City" };
    expect(cachedDocument(form.id)).toBeUndefined();
    const first = await postLead(t, form.id, { answers, consent: true });
    expect(cachedDocument(form.id)).toBeDefined();
    const second = await postLead(t, form.id, { answers, consent: true });
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = await Promise.all([first.json(), second.json()]).then((bodies) =>
      Promise.all(bodies.map((body: { leadId: string }) => storedContact(t, body.leadId))),
    );
    expect(a).toMatchObject({
      customerName: VISITOR_ANSWERS.name,
      street: null,
      city: null,
      status: "incomplete",
      submissionStage: "consent_given",
    });
    expect({ ...b, lead: undefined }).toEqual({ ...a, lead: undefined });
    expect(b.lead).not.toBe(a.lead);
  });

  it("follows each published version at once, and not the owner's unpublished working copy", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const noZip = { ...VISITOR_ANSWERS, zipcode: "" };
    expect((await postLead(t, form.id, { answers: noZip, consent: true })).status).toBe(201);
    const strict = testDocument((d) => {
      d.customerFields.fields = d.customerFields.fields.map((f) =>
        f.type === "zipcode" ? { ...f, required: true, enabled: true } : f,
      );
    });
    // Written outside the owner API and not published: visitors still get version 1.
    await t.db.update(forms).set({ customerFields: strict.customerFields }).where(eq(forms.id, form.id));
    expect((await postLead(t, form.id, { answers: noZip, consent: true })).status).toBe(201);
    expect((await owner.post(`/api/forms/${form.id}/publish`, strict)).status).toBe(200);
    expect((await postLead(t, form.id, { answers: noZip, consent: true })).status).toBe(400);
    const accepted = await postLead(t, form.id, { answers: VISITOR_ANSWERS, consent: true });
    expect(accepted.status).toBe(201);
    const { leadId } = (await accepted.json()) as { leadId: string };
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, leadId));
    expect(row.formVersion).toBe(2);
    expect((await owner.post(`/api/forms/${form.id}/publish`, testDocument())).status).toBe(200);
    expect((await postLead(t, form.id, { answers: noZip, consent: true })).status).toBe(201);
  });

  it("gets a new content version when what visitors see changes, not for working-copy edits or counters", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const version = async () =>
      (await t.db.select({ v: forms.contentVersion }).from(forms).where(eq(forms.id, form.id)))[0].v;
    const start = await version();
    await countView(t.db, form.id);
    await t.db.update(forms).set({ name: "Renamed in the working copy" }).where(eq(forms.id, form.id));
    const patched = await owner.patch(`/api/forms/${form.id}`, { ...testDocument(), name: "Renamed by the owner" });
    expect(patched.status).toBe(200);
    expect(await version()).toBe(start);
    expect(
      (await owner.post(`/api/forms/${form.id}/publish`, { ...testDocument(), name: "Renamed by the owner" })).status,
    ).toBe(200);
    const published = await version();
    expect(published).not.toBe(start);
    await t.db.update(forms).set({ status: "draft" }).where(eq(forms.id, form.id));
    expect(await version()).not.toBe(published);
  });

  it("watches exactly the columns that decide what visitors see", async () => {
    // Visitors see the latest snapshot in form_versions (migration 0007); a new column that
    // changes which snapshot, or whether any, must be added to the trigger.
    const watched = await t.db.execute<{ name: string }>(sql`select a.attname as name from pg_trigger g
      join pg_attribute a on a.attrelid = g.tgrelid and a.attnum = any(g.tgattr::int2[])
      where g.tgname = 'forms_content_version'`);
    expect(watched.rows.map((row) => row.name).sort()).toEqual(["id", "published_version", "status", "user_id"]);
  });

  it("is refused with 403 and not stored once the owner's subscription has ended", async () => {
    const owner = await billing.signUp();
    const form = await insertForm(billing, owner.userId);
    await billing.db
      .insert(subscriptions)
      .values({ id: "sub_cached", userId: owner.userId, customerId: "cus_cached", status: "active" });
    expect((await postLead(billing, form.id, { answers: VISITOR_ANSWERS, consent: true })).status).toBe(201);
    expect(cachedDocument(form.id)).toBeDefined();
    await billing.db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, "sub_cached"));
    const refused = await postLead(billing, form.id, { answers: VISITOR_ANSWERS, consent: true });
    expect(refused.status).toBe(403);
    const rows = await billing.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id));
    expect(rows).toHaveLength(1);
  });
});
