import { rectangleRing } from "@yq/form-schema/lawn-shapes";
import type { FormDocument } from "@yq/form-schema/form-document";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadPricesShown } from "../db/schema/lead-work";
import { leadAnswers, startTestLead } from "../test/public-test-helpers";
import { promoCode, withListedServices } from "../test/pricing-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";

// Every pricing method accepted end to end: the server prices the choice from the
// published form with the engine and stores the priced quote in the lead's snapshot.

let t: TestApp;
let { newForm, respond, recordsOf, upsell } = {} as ReturnType<typeof leadAnswers>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  ({ newForm, respond, recordsOf, upsell } = leadAnswers(t));
});
afterAll(() => t.close());

const lawn = (widthFt: number, depthFt: number) => ({
  outlines: { type: "MultiPolygon", coordinates: [[rectangleRing(-93.2, 44.9, widthFt, depthFt)]] },
});

async function accept(body: Record<string, unknown>, edit: (doc: FormDocument) => void = withListedServices()) {
  const form = await newForm(edit);
  const lead = await startTestLead(t, form.id);
  const res = await respond(lead, { responseStatus: "accept", ...body });
  const records = await recordsOf(lead.leadId);
  return { res, lead, form, complete: records.find((r) => r.submissionStage === "complete" && !r.isUpsell) };
}

describe("accepting a listed service", () => {
  it("area and frequency: the band's rate times the measured area, raised to the method's minimum", async () => {
    const { res, complete } = await accept({ serviceId: "edging", plan: "biweekly", lawn: lawn(100, 50) });
    expect(res.status).toBe(201);
    expect(complete?.serviceType).toBe("edging");
    expect(complete?.lawnAreaSqFt).toBeGreaterThan(4_900);
    // $4 per 1,000 sq ft of about 5,000 sq ft is $20, under the $30 minimum.
    expect(complete?.quote?.priced?.lines).toEqual([
      expect.objectContaining({ kind: "service", name: "Edging", plan: "biweekly", unit: "visit" }),
    ]);
    expect(complete?.quote?.priced?.lines[0]).toMatchObject({ unitPriceCents: 3000, quantity: 1, totalCents: 3000 });
    expect(complete?.quote?.priced?.totals).toMatchObject({ totalCents: 3000, firstChargeCents: 3000 });
  });

  it("a program by size: the round's price times the rounds, the first charge one round", async () => {
    const { res, complete } = await accept({ serviceId: "fert", sizeId: "large", plan: "program" });
    expect(res.status).toBe(201);
    expect(complete?.yardSize).toBe("large");
    expect(complete?.quote?.priced?.lines[0]).toMatchObject({
      name: "Fertilization",
      size: "Over 5,000 sq ft",
      plan: "program",
      unit: "round",
      unitPriceCents: 6500,
      quantity: 6,
      totalCents: 39_000,
    });
    expect(complete?.quote?.priced?.totals).toMatchObject({ totalCents: 39_000, firstChargeCents: 6500 });
  });

  it("a program by area: the area's price per round from the server's own measurement", async () => {
    const { res, complete } = await accept({ serviceId: "weed", lawn: lawn(120, 100) });
    expect(res.status).toBe(201);
    const area = complete!.lawnAreaSqFt!;
    const round = Math.round((500 * area) / 1000);
    expect(complete?.quote?.priced?.lines[0]).toMatchObject({
      unitPriceCents: round,
      quantity: 4,
      totalCents: round * 4,
    });
  });

  it("a one-time job by size", async () => {
    const { res, complete } = await accept({ serviceId: "aeration", sizeId: "std" });
    expect(res.status).toBe(201);
    expect(complete?.quote?.priced?.lines[0]).toMatchObject({ plan: "one_time", unit: "job", unitPriceCents: 12_000 });
    expect(complete?.quote?.priced?.totals).toMatchObject({ totalCents: 12_000, firstChargeCents: 12_000 });
  });

  it("snow per push and seasonal, the season's first instalment taking the odd cents", async () => {
    const push = await accept({ serviceId: "driveway-plowing", sizeId: "2-car", plan: "per_push" });
    expect(push.res.status).toBe(201);
    expect(push.complete?.quote?.priced?.lines[0]).toMatchObject({ plan: "per_push", unit: "push", totalCents: 5000 });

    const season = await accept({ serviceId: "driveway-plowing", sizeId: "2-car", plan: "seasonal" });
    expect(season.res.status).toBe(201);
    expect(season.complete?.quote?.priced?.lines[0]).toMatchObject({ plan: "seasonal", unitPriceCents: 50_000 });
    // $500 in 3 instalments: 166.66, 166.66, 166.68 (the last absorbs what is left).
    expect(season.complete?.quote?.priced?.totals).toMatchObject({ totalCents: 50_000, firstChargeCents: 16_666 });
  });

  it("a request stores its project details and no price", async () => {
    const { res, complete } = await accept({ serviceId: "design", projectDetails: "A rock garden by the patio" });
    expect(res.status).toBe(201);
    expect(complete).toMatchObject({ serviceType: "design", projectDetails: "A rock garden by the patio" });
    expect(complete?.quote?.priced).toBeNull();
  });

  it("applies the form's minimum, tax and promo code to a listed service", async () => {
    const { res, complete } = await accept(
      { serviceId: "fert", sizeId: "small", promoCode: "spring10" },
      withListedServices({ minimumCharge: 50, taxRate: 8.25, promoCodes: [promoCode({ scope: "every" })] }),
    );
    expect(res.status).toBe(201);
    // $45 a round raised to the $50 minimum, which 10% off each round would go under: nothing comes
    // off; 8.25% tax on the 6 rounds.
    expect(complete?.quote?.priced).toMatchObject({
      promoCode: "SPRING10",
      lines: [{ unitPriceCents: 5000, quantity: 6, discountCents: 0, taxCents: 2475, totalCents: 32_475 }],
    });
  });
});

describe("mowing through the engine", () => {
  it("a default form's quote is exactly the price it offered before", async () => {
    const { res, complete } = await accept(
      { serviceType: "mowing", yardSize: "medium", frequency: "weekly" },
      () => {},
    );
    expect(res.status).toBe(201);
    expect(complete?.quote?.chosen).toEqual({ frequency: "weekly", label: "Weekly", amount: 49 });
    expect(complete?.quote?.priced).toMatchObject({
      lines: [{ kind: "service", name: "Mowing Service", plan: "weekly", unitPriceCents: 4900, totalCents: 4900 }],
      totals: { subtotalCents: 4900, discountCents: 0, taxCents: 0, totalCents: 4900, firstChargeCents: 4900 },
      promoCode: null,
      taxLabel: null,
    });
  });

  it("takes the frequency as the engine's plan too", async () => {
    const { res, complete } = await accept({ serviceId: "mowing", yardSize: "large", plan: "monthly" }, () => {});
    expect(res.status).toBe(201);
    expect(complete).toMatchObject({ serviceType: "mowing", yardSize: "large" });
    expect(complete?.quote?.chosen).toEqual({ frequency: "monthly", label: "Monthly", amount: 99 });
    expect(complete?.quote?.priced?.lines[0]).toMatchObject({ plan: "monthly", unitPriceCents: 9900 });
  });

  it("gets the form's minimum, tax and promo code", async () => {
    const { res, complete } = await accept(
      { serviceType: "mowing", yardSize: "medium", frequency: "weekly", promoCode: "SPRING10" },
      withListedServices({ minimumCharge: 45, taxRate: 10, promoCodes: [promoCode({ kind: "amount", value: 5 })] }),
    );
    expect(res.status).toBe(201);
    // $49 less $5 stops at the $45 minimum: $4 off, then 10% tax on $45.
    expect(complete?.quote?.priced?.lines[0]).toMatchObject({
      unitPriceCents: 4900,
      discountCents: 400,
      taxCents: 450,
      totalCents: 4950,
    });
    expect(complete?.quote?.priced?.taxLabel).toBe("Sales tax 10%");
  });
});

describe("what the browser cannot change", () => {
  it("ignores a price the request names and refuses a plan or size the service does not offer", async () => {
    const priced = await accept({ serviceId: "aeration", sizeId: "std", unitPriceCents: 1, totalCents: 1 });
    expect(priced.res.status).toBe(201);
    expect(priced.complete?.quote?.priced?.totals.totalCents).toBe(12_000);

    const plan = await accept({ serviceId: "aeration", sizeId: "std", plan: "weekly" });
    expect(plan.res.status).toBe(400);
    expect(((await plan.res.json()) as { error: string }).error).toContain("not offered");
    expect(plan.complete).toBeUndefined();

    const size = await accept({ serviceId: "fert", sizeId: "huge" });
    expect(size.res.status).toBe(400);
    expect(size.complete).toBeUndefined();

    const service = await accept({ serviceId: "no-such-service" });
    expect(service.res.status).toBe(400);
    expect(await service.res.json()).toEqual({ error: "This service is not available on this form." });
  });

  it("refuses an unknown or expired code with the visitor's message, and stores nothing", async () => {
    const edit = withListedServices({ promoCodes: [promoCode({ code: "OLD", expiresOn: "2020-01-31" })] });
    const unknown = await accept({ serviceId: "aeration", sizeId: "std", promoCode: "FREE100" }, edit);
    expect(unknown.res.status).toBe(422);
    expect(await unknown.res.json()).toEqual({ error: "This code is not valid." });
    expect(unknown.complete).toBeUndefined();

    const expired = await accept({ serviceId: "aeration", sizeId: "std", promoCode: "old" }, edit);
    expect(expired.res.status).toBe(422);
    expect(await expired.res.json()).toEqual({ error: "This code has expired." });
    expect(expired.complete).toBeUndefined();
  });
});

describe("the quote shown before an answer", () => {
  it("records a listed service's priced plan from the server's own prices", async () => {
    const form = await newForm(withListedServices({ taxRate: 10 }));
    const lead = await startTestLead(t, form.id);
    const shown = (body: Record<string, unknown>) =>
      t.client().post(`/api/public/leads/${lead.leadId}/prices-shown`, { ...body, token: lead.token }, lead.headers);
    expect((await shown({ serviceId: "driveway-plowing", sizeId: "3-car", plan: "per_push" })).status).toBe(201);
    const [row] = await t.db.select().from(leadPricesShown).where(eq(leadPricesShown.leadId, lead.leadId));
    expect(row.quote.service).toEqual({ id: "driveway-plowing", name: "Driveway Plowing", sizeId: "3-car" });
    expect(row.quote.priced?.lines[0]).toMatchObject({ plan: "per_push", unitPriceCents: 7000, totalCents: 7700 });
    const refused = await shown({ serviceId: "driveway-plowing", sizeId: "3-car", plan: "weekly" });
    expect(refused.status).toBe(400);
  });
});

describe("the upsell's priced add-ons", () => {
  it("become lines of their own in the quote stored with the upsell, with the new total", async () => {
    const { res, lead } = await accept({ serviceId: "driveway-plowing", sizeId: "1-car", plan: "per_push" }, (doc) => {
      withListedServices({ taxRate: 10 })(doc);
      doc.upsellSettings.services[0] = { ...doc.upsellSettings.services[0], price: 15, unit: "push" };
    });
    expect(res.status).toBe(201);
    const picked = await upsell(lead, ["u1", "u2"]);
    expect(picked.status).toBe(201);
    const record = (await recordsOf(lead.leadId)).find((r) => r.isUpsell);
    expect(record?.selectedUpsellServices).toEqual(["Mulching", "Aeration"]);
    // Mulching has no price (priced on request): only Aeration is a line.
    expect(record?.quote?.priced?.lines).toMatchObject([
      { kind: "service", name: "Driveway Plowing", totalCents: 4400 },
      { kind: "add_on", name: "Aeration", unit: "push", unitPriceCents: 1500, taxCents: 150, totalCents: 1650 },
    ]);
    expect(record?.quote?.priced?.totals.totalCents).toBe(6050);
  });
});
