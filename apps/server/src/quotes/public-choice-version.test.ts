import { rectangleRing } from "@yq/form-schema/lawn-shapes";
import type { FormDocument } from "@yq/form-schema/form-document";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadPricesShown } from "../db/schema/lead-work";
import { withListedServices } from "../test/pricing-fixtures";
import { leadAnswers, startTestLead } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

// A version-2 choice and the version-1 choice it upgrades from store the same record with the
// same price (docs/decisions/128-one-quote-choice.md): embedded forms already on owners' sites
// keep sending version 1.

let t: TestApp;
let { newForm, respond, recordsOf } = {} as ReturnType<typeof leadAnswers>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  ({ newForm, respond, recordsOf } = leadAnswers(t));
});
afterAll(() => t.close());

const lawn = (widthFt: number, depthFt: number) => ({
  outlines: { type: "MultiPolygon", coordinates: [[rectangleRing(-93.2, 44.9, widthFt, depthFt)]] },
});

/** What an answer stores that the choice decides: the columns, the snapshot, the price and what is asked. */
async function stored(body: Record<string, unknown>, edit: (doc: FormDocument) => void) {
  const form = await newForm(edit);
  const lead = await startTestLead(t, form.id);
  const res = await respond(lead, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  const complete = (await recordsOf(lead.leadId)).find((r) => r.submissionStage === "complete" && !r.isUpsell)!;
  const { agreement, ...quote } = complete.quote!;
  return {
    serviceType: complete.serviceType,
    yardSize: complete.yardSize,
    responseStatus: complete.responseStatus,
    projectDetails: complete.projectDetails,
    lawnAreaSqFt: complete.lawnAreaSqFt,
    paymentAmountCents: complete.paymentAmountCents,
    quote,
    // The agreement's dates are the day's; its figures are the choice's.
    agreementTotal: agreement?.totals ?? null,
  };
}

describe("a version-2 accept stores what the version-1 accept stores", () => {
  it("mowing: the engine's id, the yard size as its size and the frequency as its plan", async () => {
    const v1 = await stored(
      { serviceType: "mowing", yardSize: "medium", frequency: "biweekly", responseStatus: "accept" },
      () => {},
    );
    const v2 = await stored(
      { version: 2, serviceId: "mowing", sizeId: "medium", plan: "biweekly", responseStatus: "accept" },
      () => {},
    );
    expect(v1.serviceType).toBe("mowing");
    expect(v1.yardSize).toBe("medium");
    expect(v1.quote.chosen).toMatchObject({ frequency: "biweekly" });
    expect(v1.quote.priced?.totals.totalCents).toBeGreaterThan(0);
    expect(v2).toEqual(v1);
  });

  it("a listed service by size and by measured area", async () => {
    const bySize = { serviceId: "fert", sizeId: "large", plan: "program", responseStatus: "accept" };
    const v1 = await stored(bySize, withListedServices());
    expect(v1.serviceType).toBe("fert");
    expect(v1.yardSize).toBe("large");
    expect(await stored({ version: 2, ...bySize }, withListedServices())).toEqual(v1);

    const byArea = { serviceId: "edging", plan: "biweekly", lawn: lawn(100, 50), responseStatus: "accept" };
    const area1 = await stored(byArea, withListedServices());
    expect(area1.lawnAreaSqFt).toBeGreaterThan(4_900);
    expect(await stored({ version: 2, ...byArea, sizeId: null }, withListedServices())).toEqual(area1);
  });

  it("mowing with a lawn measured on the map, priced from the area the server measures", async () => {
    const measuring = (doc: FormDocument) => {
      doc.yardSizes.measurement.enabled = true;
    };
    const measured = { responseStatus: "accept", lawn: lawn(150, 100) };
    const v1 = await stored({ ...measured, serviceType: "mowing", yardSize: "medium", frequency: "weekly" }, measuring);
    expect(v1.lawnAreaSqFt).toBeGreaterThan(14_900);
    const v2 = { ...measured, version: 2, serviceId: "mowing", sizeId: "medium", plan: "weekly" };
    expect(await stored(v2, measuring)).toEqual(v1);
  });

  it("landscaping and mowing's custom size are requests either way", async () => {
    const open = (doc: FormDocument) => {
      doc.services.landscaping.enabled = true;
      doc.yardSizes.custom.enabled = true;
    };
    const landscaping = { responseStatus: "accept", projectDetails: "New beds" };
    const v1 = await stored({ ...landscaping, serviceType: "landscaping", yardSize: null }, open);
    expect(v1).toMatchObject({ serviceType: "landscaping", yardSize: null, projectDetails: "New beds" });
    expect(await stored({ ...landscaping, version: 2, serviceId: "landscaping" }, open)).toEqual(v1);
    const custom1 = await stored({ ...landscaping, serviceType: "mowing", yardSize: "custom" }, open);
    expect(custom1).toMatchObject({ serviceType: "mowing", yardSize: "custom", projectDetails: "New beds" });
    expect(await stored({ ...landscaping, version: 2, serviceId: "mowing", sizeId: "custom" }, open)).toEqual(custom1);
  });
});

describe("version-2 refusals", () => {
  it("asks for mowing's yard size in the words version 1 gets", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const res = await respond(lead, { version: 2, serviceId: "mowing", responseStatus: "accept" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Please select a yard size" });
  });

  it("refuses a version it does not know", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const res = await respond(lead, { version: 3, serviceId: "mowing", sizeId: "small", responseStatus: "accept" });
    expect(res.status).toBe(400);
  });
});

describe("prices shown in version 2", () => {
  it("stores the same priced quote as version 1's tier and frequency", async () => {
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    const show = (body: Record<string, unknown>) =>
      t.client().post(`/api/public/leads/${lead.leadId}/prices-shown`, { ...body, token: lead.token }, lead.headers);
    expect((await show({ yardSize: "small", frequency: "weekly" })).status).toBe(201);
    const v2 = await show({ version: 2, serviceId: "mowing", sizeId: "small", plan: "weekly" });
    expect(v2.status).toBe(201);
    // The same quote as the last row is not stored twice.
    expect(await v2.json()).toEqual({ recorded: false });
    const rows = await t.db.select().from(leadPricesShown).where(eq(leadPricesShown.leadId, lead.leadId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quote?.priced?.lines[0]).toMatchObject({ plan: "weekly" });
  });
});
