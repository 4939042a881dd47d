import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { LeadEvent } from "@yq/form-schema/lead-work";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, testDocument, visitorHeaders } from "../test/public-test-helpers";

// One person, one lead per form: a reload with the kept token, or the same email or
// phone within the owner's window, continues the visitor's open lead instead of starting another.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

type Started = { leadId: string; token: string };

/** A published form of a new owner, with the owner's window (undefined: the default, 30 days). */
async function formWithWindow(days: number | undefined) {
  const owner = await t.signUp();
  const form = await insertForm(
    t,
    owner.userId,
    testDocument((d: FormDocument) => {
      if (days === undefined) delete d.customerFields.sameVisitorWithinDays;
      else d.customerFields.sameVisitorWithinDays = days;
    }),
  );
  return { owner, form };
}

/** One browser: its address, and the lead it kept, sent back as the transport does. */
function browser() {
  const headers = visitorHeaders();
  let kept: Started | null = null;
  return {
    async start(formId: string, answers: Record<string, string> = VISITOR_ANSWERS) {
      const path = `/api/public/forms/${formId}/leads${kept ? `?lead=${kept.leadId}` : ""}`;
      const auth: Record<string, string> = kept ? { authorization: `Bearer ${kept.token}` } : {};
      const res = await t.client().post(path, { answers, consent: true }, { ...headers, ...auth });
      expect(res.status).toBe(201);
      kept = (await res.json()) as Started;
      return kept;
    },
    step: (lead: Started) =>
      t.client().post(`/api/public/leads/${lead.leadId}/steps`, { step: "service", token: lead.token }, headers),
  };
}

const rootsOf = (formId: string) =>
  t.db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formId, formId), sql`${formSubmissions.id} = ${formSubmissions.leadId}`));

describe("one person, one lead", () => {
  it("a browser that reloads five times stays one lead, its visits on the timeline", async () => {
    // Window 0: only the kept token can join, so this is the same browser alone.
    const { owner, form } = await formWithWindow(0);
    const visitor = browser();
    const leads: Started[] = [];
    for (let i = 0; i < 5; i++) leads.push(await visitor.start(form.id, { ...VISITOR_ANSWERS, name: `Pat ${i}` }));
    expect(new Set(leads.map((l) => l.leadId)).size).toBe(1);
    const roots = await rootsOf(form.id);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ visits: 5, customerName: "Pat 4" });
    expect((await visitor.step(leads[4])).status).toBe(201);

    const work = (await (await owner.get(`/api/forms/${form.id}/leads/${leads[0].leadId}`)).json()) as {
      timeline: LeadEvent[];
    };
    expect(work.timeline.map((e) => e.kind)).toContain("came_back");
    const list = (await (await owner.get(`/api/forms/${form.id}/submissions`)).json()) as { total: number };
    expect(list.total).toBe(1);
  });

  it("the same email from another browser within the window joins the lead; its old token stops", async () => {
    const { form } = await formWithWindow(undefined);
    const first = await browser().start(form.id);
    const other = browser();
    const again = await other.start(form.id, { ...VISITOR_ANSWERS, email: " PAT@example.com ", phone: "555-999-0000" });
    expect(again.leadId).toBe(first.leadId);
    expect(again.token).not.toBe(first.token);
    expect(await rootsOf(form.id)).toHaveLength(1);
    expect((await other.step(again)).status).toBe(201);
    // The same phone alone finds the visitor too (the lead keeps the latest visit's answers).
    const byPhone = await browser().start(form.id, {
      ...VISITOR_ANSWERS,
      email: "other@example.com",
      phone: "+1 555.999.0000",
    });
    expect(byPhone.leadId).toBe(first.leadId);
  });

  it("outside the window, the same email is a new lead", async () => {
    const { form } = await formWithWindow(7);
    const first = await browser().start(form.id);
    await t.db
      .update(formSubmissions)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(formSubmissions.id, first.leadId));
    const later = await browser().start(form.id);
    expect(later.leadId).not.toBe(first.leadId);
    expect(await rootsOf(form.id)).toHaveLength(2);
  });

  it("another form is another lead, even from the same browser", async () => {
    const { form: a } = await formWithWindow(undefined);
    const { form: b } = await formWithWindow(undefined);
    const visitor = browser();
    const onA = await visitor.start(a.id);
    const onB = await visitor.start(b.id);
    expect(onB.leadId).not.toBe(onA.leadId);
    expect(await rootsOf(a.id)).toHaveLength(1);
    expect(await rootsOf(b.id)).toHaveLength(1);
  });

  it("an answered lead is closed: the same person's next quote is a new lead", async () => {
    const { form } = await formWithWindow(undefined);
    const visitor = browser();
    const first = await visitor.start(form.id);
    const answer = { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" };
    const res = await t
      .client()
      .post(`/api/public/leads/${first.leadId}/response`, { ...answer, token: first.token }, visitorHeaders());
    expect(res.status).toBe(201);
    const next = await visitor.start(form.id);
    expect(next.leadId).not.toBe(first.leadId);
  });

  it("a wrong kept token is no proof: the visit is judged by its answers alone", async () => {
    const { form } = await formWithWindow(0);
    const first = await browser().start(form.id);
    const res = await t
      .client()
      .post(
        `/api/public/forms/${form.id}/leads?lead=${first.leadId}`,
        { answers: VISITOR_ANSWERS, consent: true },
        { ...visitorHeaders(), authorization: `Bearer ${"x".repeat(43)}` },
      );
    expect(res.status).toBe(201);
    expect(((await res.json()) as Started).leadId).not.toBe(first.leadId);
  });
});
