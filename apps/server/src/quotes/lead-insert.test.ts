import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { webhookEndpoints } from "../db/schema/webhooks";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertLead, type LeadInsert } from "./lead-insert.sql";
import { insertForm } from "../test/public-test-helpers";

// The one lead statement with no limits, as the long way of startLead sends it:
// it stores the record only while the form takes leads at the version the answers were checked.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function publishedForm(endpoints: { events: string[]; enabled: boolean }[] = []) {
  const owner = await t.signUp();
  const form = await insertForm(t, owner.userId);
  for (const { events, enabled } of endpoints) {
    const url = "https://hooks.example.com/yardquote";
    await t.db.insert(webhookEndpoints).values({ userId: owner.userId, url, events, secret: "whsec_x", enabled });
  }
  return { id: form.id, version: form.contentVersion, published: form.publishedVersion };
}

const longWay = (formId: string, version: string): LeadInsert => ({
  id: randomUUID(),
  tokenHash: "a".repeat(64),
  formId,
  contact: {
    customerName: "Pat",
    customerEmail: "pat@example.com",
    customerPhone: null,
    street: null,
    city: null,
    state: null,
    zipcode: null,
  },
  consent: true,
  source: null,
  hidden: null,
  version,
  ready: true,
  checks: [],
});

describe("the lead statement without limits (the long way)", () => {
  it("stores the record at the form's published version, counting nothing", async () => {
    const form = await publishedForm();
    const lead = longWay(form.id, form.version);
    const outcome = await insertLead(t.deps, lead);
    expect(outcome).toEqual({ counters: [], inserted: true, wantsStartedWebhook: false, head: null });
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, lead.id));
    expect(row).toMatchObject({
      leadId: lead.id,
      formVersion: form.published,
      customerName: "Pat",
      submissionStage: "consent_given",
    });
  });

  it('answers whether the owner has an enabled endpoint for "lead.started", so the route asks nothing more', async () => {
    const wants = async (endpoints: { events: string[]; enabled: boolean }[]) => {
      const form = await publishedForm(endpoints);
      return (await insertLead(t.deps, longWay(form.id, form.version))).wantsStartedWebhook;
    };
    expect(await wants([{ events: ["lead.completed", "lead.started"], enabled: true }])).toBe(true);
    expect(await wants([{ events: ["lead.completed"], enabled: true }])).toBe(false);
    expect(await wants([{ events: ["lead.started"], enabled: false }])).toBe(false);
  });

  it("stores nothing when the form changed or went offline since the answers were checked, and returns its head", async () => {
    const form = await publishedForm();
    const stale = longWay(form.id, randomUUID());
    const changed = await insertLead(t.deps, stale);
    expect(changed.inserted).toBe(false);
    expect(changed.head).toMatchObject({ id: form.id, status: "published", contentVersion: form.version });

    await t.db.update(forms).set({ status: "draft" }).where(eq(forms.id, form.id));
    const [current] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    const offline = longWay(form.id, current.contentVersion);
    expect((await insertLead(t.deps, offline)).head).toMatchObject({ status: "draft" });
    const rows = await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id));
    expect(rows).toEqual([]);
  });
});
