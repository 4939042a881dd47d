import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormDocument } from "@yq/form-schema/form-document";
import { rectangleRing } from "@yq/form-schema/lawn-shapes";
import { createTestApp, type TestApp } from "../test/test-app";
import { leadAnswers, startTestLead } from "../test/public-test-helpers";

let t: TestApp;
let { newForm, respond, recordsOf } = {} as ReturnType<typeof leadAnswers>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  ({ newForm, respond, recordsOf } = leadAnswers(t));
});
afterAll(() => t.close());

async function newLead(edit: (doc: FormDocument) => void = () => {}) {
  const form = await newForm((d) => {
    d.yardSizes.measurement.enabled = true;
    edit(d);
  });
  return startTestLead(t, form.id);
}
const complete = async (leadId: string) => (await recordsOf(leadId)).find((r) => r.submissionStage === "complete");
const lawn = (...rings: [number, number][][]) => ({ outlines: { type: "MultiPolygon", coordinates: [rings] } });

describe("a quote priced from a lawn measured on the map", () => {
  it("stores the outline and the area the server computed, with the tier the area falls in", async () => {
    const lead = await newLead();
    const outer = rectangleRing(-93.2, 44.9, 150, 100);
    const bed = rectangleRing(-93.19995, 44.90002, 20, 10);
    const res = await respond(lead, {
      serviceType: "mowing",
      yardSize: "medium",
      responseStatus: "accept",
      frequency: "weekly",
      lawn: lawn(outer, bed),
    });
    expect(res.status).toBe(201);
    const row = await complete(lead.leadId);
    expect(row?.lawnAreaSqFt).toBeGreaterThan(14_700);
    expect(row?.lawnAreaSqFt).toBeLessThan(14_900);
    expect(row?.lawnOutlines).toEqual({ type: "MultiPolygon", coordinates: [[outer, bed]] });
    expect(row?.quote?.chosen).toEqual({ frequency: "weekly", label: "Weekly", amount: 49 });
  });

  it("prices per 1,000 sq ft from its own area, whatever the browser claims", async () => {
    const lead = await newLead((d) => {
      d.yardSizes.measurement.pricing = "rate";
      d.yardSizes.measurement.ratePerThousandSqFt = { weekly: 6, biweekly: 0, monthly: 0 };
      d.yardSizes.measurement.minimumPrice = 25;
    });
    const res = await respond(lead, {
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      lawn: lawn(rectangleRing(-93.2, 44.9, 100, 50)),
      amount: 1,
    });
    expect(res.status).toBe(201);
    const row = await complete(lead.leadId);
    expect(row?.lawnAreaSqFt).toBeGreaterThanOrEqual(4_975);
    expect(row?.lawnAreaSqFt).toBeLessThanOrEqual(5_025);
    expect(row?.quote?.prices).toEqual([
      { frequency: "weekly", label: "Weekly", amount: Math.round((row!.lawnAreaSqFt! * 6) / 10) / 100 },
    ]);
  });

  it("takes a typed-in area from a visitor who cannot draw, and sends big lawns to the custom path", async () => {
    const typed = await newLead();
    expect(
      (
        await respond(typed, {
          serviceType: "mowing",
          yardSize: "large",
          responseStatus: "decline",
          lawn: { typedAreaSqFt: 30_000 },
        })
      ).status,
    ).toBe(201);
    expect(await complete(typed.leadId)).toMatchObject({ lawnAreaSqFt: 30_000, lawnOutlines: null, yardSize: "large" });

    const big = await newLead((d) => (d.yardSizes.measurement.maxSqFt = 20_000));
    const body = {
      serviceType: "mowing",
      responseStatus: "accept",
      projectDetails: "Big yard",
      lawn: { typedAreaSqFt: 30_000 },
    };
    const priced = await respond(big, { ...body, yardSize: "large", frequency: "weekly" });
    expect(priced.status).toBe(409);
    expect(((await priced.json()) as { error: string }).error).toMatch(/30,000 sq ft is priced as the Custom yard/);
    expect((await respond(big, { ...body, yardSize: "custom" })).status).toBe(201);
    expect(await complete(big.leadId)).toMatchObject({
      yardSize: "custom",
      projectDetails: "Big yard",
      lawnAreaSqFt: 30_000,
    });
  });

  it("refuses crossing, huge and unmeasurable outlines with a message, storing nothing", async () => {
    const lead = await newLead();
    const base = { serviceType: "mowing", yardSize: "small", responseStatus: "decline" };
    const cases: [unknown, RegExp][] = [
      [
        lawn([
          [0, 0],
          [0.001, 0.001],
          [0.001, 0],
          [0, 0.001],
          [0, 0],
        ]),
        /crosses itself/,
      ],
      [lawn(rectangleRing(-100, 40, 5000, 5000)), /more than we can price/],
      [{ outlines: { type: "MultiPolygon", coordinates: "x" } }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await respond(lead, { ...base, lawn: body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const off = await newLead((d) => (d.yardSizes.measurement.enabled = false));
    const res = await respond(off, { ...base, lawn: { typedAreaSqFt: 4000 } });
    expect(res.status).toBe(400);
    expect(await complete(lead.leadId)).toBeUndefined();
  });
});
