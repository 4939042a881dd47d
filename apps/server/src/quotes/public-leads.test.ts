import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { forms } from "../db/schema/forms";
import { rateLimits } from "../db/schema/platform";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, testDocument, visitorHeaders } from "../test/public-test-helpers";
import { PUBLIC_RULES, limitAddress, limitKeys } from "../lib/public-limits";

let t: TestApp;
let formId: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  const owner = await t.signUp();
  formId = (await insertForm(t, owner.userId)).id;
});
afterAll(() => t.close());

const postLead = (id: string, body: unknown, headers = visitorHeaders()) =>
  t.client().post(`/api/public/forms/${id}/leads`, body, headers);

describe("the lead's first record", () => {
  it("stores a consent_given / incomplete record whose lead is itself, returns the token once, sets no cookie", async () => {
    const res = await postLead(formId, { answers: VISITOR_ANSWERS, consent: true });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual([]);
    const { leadId, token } = (await res.json()) as { leadId: string; token: string };
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, leadId));
    expect(row).toMatchObject({
      formId,
      leadId,
      parentSubmissionId: null,
      submissionStage: "consent_given",
      status: "incomplete",
      consent: true,
      customerName: VISITOR_ANSWERS.name,
      customerEmail: VISITOR_ANSWERS.email,
      customerPhone: VISITOR_ANSWERS.phone,
      zipcode: VISITOR_ANSWERS.zipcode,
      isUpsell: false,
    });
    expect(row.leadTokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each([
    [{ name: "" }, "Please enter your Name"],
    [{ email: " " }, "Please enter your Email"],
    [{ phone: "" }, "Please enter your Phone"],
    [{ email: "pat@example" }, "Please enter a valid email address"],
    [{ email: "pat example.com" }, "Please enter a valid email address"],
    [{ phone: "555-1234" }, "Please enter a valid phone number (e.g., 123-456-7890)"],
    [{ phone: "555-123-45678" }, "Please enter a valid phone number (e.g., 123-456-7890)"],
    [{ phone: "phone 5551234567" }, "Please enter a valid phone number (e.g., 123-456-7890)"],
    [{ zipcode: "6270" }, "Please enter a valid zipcode"],
    [{ zipcode: "62701-12" }, "Please enter a valid zipcode"],
  ])("refuses %j with answers.ts's message", async (change, message) => {
    const res = await postLead(formId, { answers: { ...VISITOR_ANSWERS, ...change }, consent: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it.each(["123-456-7890", "(123) 456-7890", "123.456.7890", "1234567890", "123 456 7890"])(
    "accepts the phone %s",
    async (phone) => {
      const res = await postLead(formId, { answers: { ...VISITOR_ANSWERS, phone }, consent: true });
      expect(res.status).toBe(201);
    },
  );

  it("accepts a 5+4 zipcode and leaves optional fields empty", async () => {
    const res = await postLead(formId, {
      answers: { ...VISITOR_ANSWERS, zipcode: "62701-1234", street: "", city: "" },
      consent: true,
    });
    expect(res.status).toBe(201);
    const { leadId } = (await res.json()) as { leadId: string };
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, leadId));
    expect(row).toMatchObject({ zipcode: "62701-1234", street: null, city: null });
  });

  it("requires an optional field the owner made required, and ignores a disabled one", async () => {
    const owner = await t.signUp();
    const doc = testDocument((d) => {
      d.customerFields.fields.find((f) => f.type === "city")!.required = true;
      d.customerFields.fields.find((f) => f.type === "zipcode")!.enabled = false;
    });
    const id = (await insertForm(t, owner.userId, doc)).id;
    const missingCity = await postLead(id, { answers: { ...VISITOR_ANSWERS, city: "" }, consent: true });
    expect(await missingCity.json()).toEqual({ error: "Please enter your City" });
    const badZipIgnored = await postLead(id, { answers: { ...VISITOR_ANSWERS, zipcode: "nope" }, consent: true });
    expect(badZipIgnored.status).toBe(201);
    const { leadId } = (await badZipIgnored.json()) as { leadId: string };
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, leadId));
    expect(row.zipcode).toBeNull();
  });

  it("requires consent when the form shows the checkbox, and records consent false when it does not", async () => {
    const refused = await postLead(formId, { answers: VISITOR_ANSWERS, consent: false });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "Please agree to the terms to continue" });

    const owner = await t.signUp();
    const id = (
      await insertForm(
        t,
        owner.userId,
        testDocument((d) => (d.customerFields.consent.enabled = false)),
      )
    ).id;
    const res = await postLead(id, { answers: VISITOR_ANSWERS, consent: false });
    expect(res.status).toBe(201);
  });

  it("refuses a filled honeypot and stores nothing", async () => {
    const before = await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, formId));
    const res = await postLead(formId, { answers: VISITOR_ANSWERS, consent: true, website: "http://spam.example" });
    expect(res.status).toBe(400);
    const after = await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, formId));
    expect(after.length).toBe(before.length);
  });

  it("answers 404 for a missing or unpublished form", async () => {
    expect(
      (await postLead("00000000-0000-4000-8000-000000000000", { answers: VISITOR_ANSWERS, consent: true })).status,
    ).toBe(404);
    expect((await postLead("not-a-uuid", { answers: VISITOR_ANSWERS, consent: true })).status).toBe(404);
    const owner = await t.signUp();
    const draft = await insertForm(
      t,
      owner.userId,
      testDocument((d) => (d.status = "draft")),
    );
    const res = await postLead(draft.id, { answers: VISITOR_ANSWERS, consent: true });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "This form is not currently published" });
  });

  it("limits leads per address and per form with 429 and Retry-After", async () => {
    const headers = visitorHeaders();
    for (let i = 0; i < PUBLIC_RULES.leadPerIp.limit; i++) {
      expect((await postLead(formId, { answers: VISITOR_ANSWERS, consent: true }, headers)).status).toBe(201);
    }
    const blocked = await postLead(formId, { answers: VISITOR_ANSWERS, consent: true }, headers);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json()).error).toMatch(/Too many requests/);
    expect((await postLead(formId, { answers: VISITOR_ANSWERS, consent: true })).status).toBe(201);

    // Another process used up a form's budget: this one still hands out the hits it had leased
    // (less than a sixteenth of the limit), then refuses until the window ends.
    const owner = await t.signUp();
    const busy = (await insertForm(t, owner.userId)).id;
    expect((await postLead(busy, { answers: VISITOR_ANSWERS, consent: true })).status).toBe(201);
    const full = { windowStart: new Date(), count: PUBLIC_RULES.leadPerForm.limit };
    await t.db
      .update(rateLimits)
      .set(full)
      .where(eq(rateLimits.key, limitKeys.leadPerForm(busy)));
    let leased = 0;
    let formBlocked = await postLead(busy, { answers: VISITOR_ANSWERS, consent: true });
    while (formBlocked.status === 201 && leased < PUBLIC_RULES.leadPerForm.limit) {
      leased += 1;
      formBlocked = await postLead(busy, { answers: VISITOR_ANSWERS, consent: true });
    }
    expect(leased).toBeLessThan(PUBLIC_RULES.leadPerForm.limit / 16);
    expect(formBlocked.status).toBe(429);
    expect(Number(formBlocked.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await formBlocked.json()).error).toMatch(/This form is receiving too many requests/);
  });

  it("takes nothing from the form's budget for a lead its address refuses", async () => {
    const owner = await t.signUp();
    const other = (await insertForm(t, owner.userId)).id;
    const formCount = async () =>
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, limitKeys.leadPerForm(other)))
      )[0]?.count;
    const headers = visitorHeaders();
    for (let i = 0; i < PUBLIC_RULES.leadPerIp.limit; i++) {
      expect((await postLead(other, { answers: VISITOR_ANSWERS, consent: true }, headers)).status).toBe(201);
    }
    const reserved = await formCount();
    for (let i = 0; i < 20; i++)
      expect((await postLead(other, { answers: VISITOR_ANSWERS, consent: true }, headers)).status).toBe(429);
    expect(await formCount()).toBe(reserved);
  });

  it("checks a lead against the latest published version, and refuses it once the form is offline", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const noZip = { ...VISITOR_ANSWERS, zipcode: "" };
    expect((await postLead(form.id, { answers: noZip, consent: true })).status).toBe(201);
    const strict = testDocument((d) => {
      d.customerFields.fields = d.customerFields.fields.map((f) =>
        f.type === "zipcode" ? { ...f, required: true, enabled: true } : f,
      );
    });
    expect((await owner.post(`/api/forms/${form.id}/publish`, strict)).status).toBe(200);
    const refused = await postLead(form.id, { answers: noZip, consent: true });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatch(/Zip/i);
    await t.db.update(forms).set({ status: "draft" }).where(eq(forms.id, form.id));
    expect((await postLead(form.id, { answers: VISITOR_ANSWERS, consent: true })).status).toBe(404);
  });

  it("counts IPv6 visitors by their /64 network, so rotating addresses inside it does not help", async () => {
    expect(limitAddress("2001:db8:1:2:aaaa::1")).toBe(limitAddress("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(limitAddress("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(limitAddress("2001:db8:1:3::1")).not.toBe(limitAddress("2001:db8:1:2::1"));
    expect(limitAddress("::ffff:10.1.2.3")).toBe("10.1.2.3");
    for (let i = 0; i < PUBLIC_RULES.leadPerIp.limit; i++) {
      const res = await postLead(
        formId,
        { answers: VISITOR_ANSWERS, consent: true },
        { "x-forwarded-for": `2001:db8:77:1::${i + 1}` },
      );
      expect(res.status).toBe(201);
    }
    const rotated = await postLead(
      formId,
      { answers: VISITOR_ANSWERS, consent: true },
      { "x-forwarded-for": "2001:db8:77:1:ffff::9" },
    );
    expect(rotated.status).toBe(429);
  });

  it("counts the address the load balancer added, not what the visitor put before it, and ignores a value that is no address", async () => {
    const owner = await t.signUp();
    const form = (await insertForm(t, owner.userId)).id;
    for (let i = 0; i < PUBLIC_RULES.leadPerIp.limit; i++) {
      const claimed = { "x-forwarded-for": `203.0.113.${i}, 10.99.0.1` };
      expect((await postLead(form, { answers: VISITOR_ANSWERS, consent: true }, claimed)).status).toBe(201);
    }
    const rotated = await postLead(
      form,
      { answers: VISITOR_ANSWERS, consent: true },
      { "x-forwarded-for": "203.0.113.250, 10.99.0.1" },
    );
    expect(rotated.status).toBe(429);
    // Not an address (here: long enough to be refused by the counter's index if it were stored).
    let seed = 42;
    const junk = Array.from({ length: 7000 }, () =>
      String.fromCharCode(65 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26)),
    ).join("");
    expect(
      (await postLead(form, { answers: VISITOR_ANSWERS, consent: true }, { "x-forwarded-for": junk })).status,
    ).toBe(201);
  });

  it("refuses bodies over 1 MB", async () => {
    const res = await postLead(formId, { answers: { ...VISITOR_ANSWERS, city: "x".repeat(1_100_000) }, consent: true });
    expect(res.status).toBe(413);
  });
});

describe("views", () => {
  it("counts a view atomically with last_viewed_at, and not for unpublished forms", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const headers = visitorHeaders();
    await Promise.all([1, 2, 3].map(() => t.client().post(`/api/public/forms/${form.id}/views`, {}, headers)));
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row.analyticsData.views).toBe(3);
    expect(Date.now() - new Date(row.analyticsData.last_viewed_at!).getTime()).toBeLessThan(60_000);

    const other = await t.signUp();
    const draft = await insertForm(
      t,
      other.userId,
      testDocument((d) => (d.status = "draft")),
    );
    expect((await t.client().post(`/api/public/forms/${draft.id}/views`, {}, headers)).status).toBe(404);
  });

  it("stops counting one address's reloads past the limit", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const headers = visitorHeaders();
    for (let i = 0; i < PUBLIC_RULES.viewPerIpAndForm.limit + 3; i++) {
      await t.client().post(`/api/public/forms/${form.id}/views`, {}, headers);
    }
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row.analyticsData.views).toBe(PUBLIC_RULES.viewPerIpAndForm.limit);
  });
});
