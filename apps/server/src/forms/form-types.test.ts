import { MOWING_LIMIT_MESSAGE } from "./mowing-limit";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFormDocumentFor } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import { forms, formVersions } from "../db/schema/forms";
import { createFormAs, formDocument } from "../test/form-fixtures";
import { promoCode } from "../test/pricing-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";

// New Form by type: the builder starts each type from its defaults
// (defaultFormDocumentFor); only a second Mowing Quote is refused. Pricing settings are stored with the form and in its published versions.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Detail = { document: FormDocument };
const documentOf = async (owner: Awaited<ReturnType<TestApp["signUp"]>>, id: string) =>
  ((await (await owner.get(`/api/forms/${id}`)).json()) as Detail).document;

describe("creating a form of a type", () => {
  it("a snow form starts from the snow defaults while a mowing form exists", async () => {
    const owner = await t.signUp();
    await createFormAs(owner);
    const res = await owner.post("/api/forms", { ...defaultFormDocumentFor("snow_quote"), name: "Snow removal" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const doc = await documentOf(owner, id);
    expect(doc).toMatchObject({ formType: "snow_quote", name: "Snow removal", status: "draft" });
    expect(doc.services.mowing.enabled).toBe(false);
    expect(doc.services.listed.map((s) => s.pricing.method)).toEqual(["snow"]);
    expect(doc.upsellSettings.services.every((s) => s.price !== null)).toBe(true);
  });

  it("an other form starts with no service and is allowed beside mowing and snow forms", async () => {
    const owner = await t.signUp();
    await createFormAs(owner);
    expect((await owner.post("/api/forms", defaultFormDocumentFor("snow_quote"))).status).toBe(201);
    expect((await owner.post("/api/forms", defaultFormDocumentFor("snow_quote"))).status).toBe(201);
    const res = await owner.post("/api/forms", defaultFormDocumentFor("other"));
    expect(res.status).toBe(201);
    const doc = await documentOf(owner, ((await res.json()) as { id: string }).id);
    expect(doc.services.listed).toEqual([]);
    expect(doc.services.landscaping.enabled).toBe(false);
  });

  it("refuses a second mowing form, created or switched to, with the product's message (docs/product.md)", async () => {
    const owner = await t.signUp();
    expect((await owner.post("/api/forms", defaultFormDocumentFor("snow_quote"))).status).toBe(201);
    expect((await owner.post("/api/forms", defaultFormDocumentFor("mowing_quote"))).status).toBe(201);
    const second = await owner.post("/api/forms", defaultFormDocumentFor("mowing_quote"));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: MOWING_LIMIT_MESSAGE });
    const other = await createFormAs(owner, { formType: "other" });
    const switched = await owner.patch(`/api/forms/${other}`, formDocument({ formType: "mowing_quote" }));
    expect(switched.status).toBe(409);
    expect(await switched.json()).toEqual({ error: MOWING_LIMIT_MESSAGE });
  });

  it("refuses an unknown type", async () => {
    const owner = await t.signUp();
    const res = await owner.post("/api/forms", { ...formDocument(), formType: "hedge_quote" });
    expect(res.status).toBe(400);
  });
});

describe("pricing settings", () => {
  it("are stored with the form and in each published version; a row without them reads as none", async () => {
    const owner = await t.signUp();
    const pricingSettings = {
      minimumCharge: 35,
      taxRate: 8.875,
      taxLabel: "NY sales tax",
      taxDisplay: "after_tax" as const,
      promoCodes: [promoCode({ maxUses: 10 })],
    };
    const id = await createFormAs(owner, { pricingSettings });
    expect((await documentOf(owner, id)).pricingSettings).toEqual(pricingSettings);

    const published = await owner.post(`/api/forms/${id}/publish`, formDocument({ pricingSettings }));
    expect(published.status).toBe(200);
    const [version] = await t.db.select().from(formVersions).where(eq(formVersions.formId, id));
    expect(version.document.pricingSettings).toEqual(pricingSettings);

    await t.db.update(forms).set({ pricingSettings: null }).where(eq(forms.id, id));
    expect((await documentOf(owner, id)).pricingSettings).toMatchObject({
      minimumCharge: 0,
      taxRate: 0,
      promoCodes: [],
    });
  });

  it("another owner's form answers 404 and keeps its codes", async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const id = await createFormAs(owner, {
      pricingSettings: { ...formDocument().pricingSettings, promoCodes: [promoCode()] },
    });
    const res = await intruder.patch(
      `/api/forms/${id}`,
      formDocument({ pricingSettings: { ...formDocument().pricingSettings, promoCodes: [] } }),
    );
    expect(res.status).toBe(404);
    expect((await documentOf(owner, id)).pricingSettings.promoCodes).toHaveLength(1);
  });
});
