import { eq } from "drizzle-orm";
import type { FormDocument } from "@yq/form-schema/form-document";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { createTestApp, type TestApp } from "../test/test-app";
import { createFormAs, formDocument } from "../test/form-fixtures";
import { legacyJson } from "../test/legacy-json";
import { richText } from "@yq/form-schema/rich-text";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Summary = {
  id: string;
  name: string;
  status: string;
  formType: string;
  createdAt: string;
  lastPublishedAt: string | null;
};
type Detail = { id: string; status: string; updatedAt: string; lastPublishedAt: string | null; document: FormDocument };

describe("forms API", () => {
  it("refuses to publish map measurement that cannot price a lawn, naming the setting; a draft may have it", async () => {
    const owner = await t.signUp();
    const id = await createFormAs(owner);
    const base = formDocument();
    const noRates: FormDocument = {
      ...base,
      yardSizes: { ...base.yardSizes, measurement: { ...base.yardSizes.measurement, enabled: true, pricing: "rate" } },
    };
    expect((await owner.patch(`/api/forms/${id}`, { ...noRates, status: "draft" })).status).toBe(200);
    const refused = await owner.patch(`/api/forms/${id}`, { ...noRates, status: "published" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "The form can't be published yet. Yard Sizes, Measurement: every rate per 1,000 sq ft is $0, so a measured lawn gets no price. Set at least one rate.",
    );
    const rated = { ...noRates.yardSizes.measurement, ratePerThousandSqFt: { weekly: 5, biweekly: 0, monthly: 0 } };
    const fixed = { ...noRates, yardSizes: { ...noRates.yardSizes, measurement: rated }, status: "published" };
    expect((await owner.patch(`/api/forms/${id}`, fixed)).status).toBe(200);
  });

  it("refuses every route without a session", async () => {
    const anon = t.client();
    const id = "00000000-0000-4000-8000-000000000000";
    for (const res of [
      await anon.get("/api/forms"),
      await anon.post("/api/forms", formDocument()),
      await anon.get(`/api/forms/${id}`),
      await anon.patch(`/api/forms/${id}`, formDocument()),
      await anon.delete(`/api/forms/${id}`),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it("creates a draft, answers id and status, and reads the same document back", async () => {
    const owner = await t.signUp();
    const doc = formDocument({ name: "Spring mowing", description: "Weekly cuts" });
    const res = await owner.post("/api/forms", doc);
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; status: string };
    expect(created).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "draft" });

    const got = await owner.get(`/api/forms/${created.id}`);
    expect(got.status).toBe(200);
    const detail = (await got.json()) as Detail;
    expect(detail).toMatchObject({ id: created.id, status: "draft", lastPublishedAt: null });
    expect(detail.document).toEqual(doc);

    const [row] = await t.db.select().from(forms).where(eq(forms.id, created.id));
    expect(row.userId).toBe(owner.userId);
    expect(row.yardSizes).toEqual(doc.yardSizes);
  });

  it("lists only the owner's forms, newest first, with the card fields", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const first = await createFormAs(owner, { name: "First", formType: "other" });
    const second = await createFormAs(owner, { name: "Second", formType: "snow_quote", description: "Snow" });
    await createFormAs(other, { name: "Not mine", formType: "other" });

    const res = await owner.get("/api/forms");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Summary[];
    expect(list.map((f) => f.id)).toEqual([second, first]);
    expect(list[0]).toEqual({
      id: second,
      name: "Second",
      description: "Snow",
      status: "draft",
      formType: "snow_quote",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      lastPublishedAt: null,
      analytics: { views: 0, submissions: 0, lastViewedAt: null },
    });
  });

  it("saves drafts loosely and publishes only what a visitor can use", async () => {
    const owner = await t.signUp();
    const id = await createFormAs(owner, { formType: "other" });
    const base = formDocument({ formType: "other" });
    const unfinished: FormDocument = {
      ...base,
      name: "",
      services: {
        ...base.services,
        mowing: { ...base.services.mowing, enabled: false },
        landscaping: { ...base.services.landscaping, enabled: false },
      },
    };

    const draft = await owner.patch(`/api/forms/${id}`, unfinished);
    expect(draft.status).toBe(200);
    expect(await draft.json()).toMatchObject({ id, status: "draft" });

    const refused = await owner.patch(`/api/forms/${id}`, { ...unfinished, status: "published" });
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: string };
    expect(error).toBe("The form can't be published yet. Give the form a name. Enable at least one service.");
    const stillDraft = (await (await owner.get(`/api/forms/${id}`)).json()) as Detail;
    expect(stillDraft.status).toBe("draft");

    const published = await owner.patch(`/api/forms/${id}`, { ...base, name: "Ready", status: "published" });
    expect(published.status).toBe(200);
    const saved = (await published.json()) as { status: string; updatedAt: string };
    expect(saved.status).toBe("published");
    const detail = (await (await owner.get(`/api/forms/${id}`)).json()) as Detail;
    expect(detail.status).toBe("published");
    expect(detail.document.name).toBe("Ready");
    expect(detail.lastPublishedAt).toBe(saved.updatedAt);

    // Back to draft only by saving as draft; the last publication time is kept.
    await owner.patch(`/api/forms/${id}`, { ...base, name: "Ready", status: "draft" });
    const back = (await (await owner.get(`/api/forms/${id}`)).json()) as Detail;
    expect(back.status).toBe("draft");
    expect(back.lastPublishedAt).toBe(saved.updatedAt);
  });

  it("refuses a malformed document with a 400 naming the problem", async () => {
    const owner = await t.signUp();
    const { version: _version, ...withoutVersion } = formDocument();
    const res = await owner.post("/api/forms", withoutVersion);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^version: /);

    const fields = formDocument().customerFields;
    const optionalName = await owner.post(
      "/api/forms",
      formDocument({
        customerFields: {
          ...fields,
          fields: fields.fields.map((f) => (f.type === "name" ? { ...f, required: false } : f)),
        },
      }),
    );
    expect(optionalName.status).toBe(400);
    expect(((await optionalName.json()) as { error: string }).error).toContain(
      "Field name must stay required and enabled",
    );
    expect(await (await owner.get("/api/forms")).json()).toEqual([]);
  });

  it("sanitises rich text and derives the consent's plain text from it", async () => {
    const owner = await t.signUp();
    const base = formDocument();
    const evil =
      '<p onclick="steal()">I <b>agree</b> to the <a href="https://example.com/terms" onmouseover="x()">terms</a>' +
      '<script>alert(1)</script><img src=x onerror=alert(2)></p><a href="javascript:alert(3)">click</a>';
    const id = await createFormAs(owner, {
      customerFields: {
        ...base.customerFields,
        consent: { ...base.customerFields.consent, text: "something else", richText: richText(evil) },
      },
      customization: {
        ...base.customization,
        textContent: {
          ...base.customization.textContent,
          quoteDisclaimer: richText(
            '<ul><li>Prices <u>may</u> vary</li></ul><iframe src="https://evil.test"></iframe>',
          ),
          formTitle: richText("Lawn & Garden"),
        },
      },
    });
    const { document } = (await (await owner.get(`/api/forms/${id}`)).json()) as Detail;
    const consent = document.customerFields.consent;
    expect(consent.richText).toBe(
      '<p>I <b>agree</b> to the <a href="https://example.com/terms" target="_blank" rel="noopener noreferrer nofollow">terms</a></p>' +
        '<a target="_blank" rel="noopener noreferrer nofollow">click</a>',
    );
    expect(consent.text).toBe("I agree to the terms\nclick");
    expect(document.customization.textContent.quoteDisclaimer).toBe("<ul><li>Prices <u>may</u> vary</li></ul>");
    expect(document.customization.textContent.formTitle).toBe("Lawn & Garden");
  });

  it("reads a form whose stored settings are broken, falling back to the defaults", async () => {
    const owner = await t.signUp();
    const id = await createFormAs(owner, { name: "Broken later" });
    await t.db
      .update(forms)
      .set({ yardSizes: legacyJson("not json {"), customization: legacyJson({ fontFamily: 42 }), services: null })
      .where(eq(forms.id, id));
    const res = await owner.get(`/api/forms/${id}`);
    expect(res.status).toBe(200);
    const { document } = (await res.json()) as Detail;
    const defaults = formDocument();
    expect(document.name).toBe("Broken later");
    expect(document.yardSizes).toEqual(defaults.yardSizes);
    expect(document.services).toEqual(defaults.services);
    expect(document.customization).toEqual(defaults.customization);
    expect((await owner.get("/api/forms")).status).toBe(200);
  });
});
