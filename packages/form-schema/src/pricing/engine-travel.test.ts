import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "../defaults";
import { defaultServiceArea } from "../service-area";
import { priceQuote, type QuoteRequest } from "./engine";
import type { ListedService } from "./listed-services";
import { defaultPricingSettings, type PricingSettings } from "./pricing-settings";
import type { PricingInput } from "./pricing-input";

const fertilization: ListedService = {
  id: "fert",
  enabled: true,
  name: "Fertilization",
  description: "",
  image: "",
  order: 0,
  pricing: {
    method: "program",
    rounds: 6,
    price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 10 }], minimum: 45 } },
  },
};

const bands = [
  { upToMiles: 5, feeCents: 0 },
  { upToMiles: 10, feeCents: 500 },
];

function form(pricing: Partial<PricingSettings> = {}): PricingInput {
  const doc = defaultFormDocument();
  return {
    ...doc,
    services: { ...doc.services, listed: [fertilization] },
    pricingSettings: { ...defaultPricingSettings(), ...pricing },
    serviceArea: { ...defaultServiceArea(), travelBands: bands },
  };
}

const weekly: QuoteRequest = { serviceId: "mowing", sizeId: "small", plan: "weekly" };

function quote(doc: PricingInput, request: QuoteRequest) {
  const result = priceQuote(doc, request);
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

describe("the travel line", () => {
  it("adds the band's fee to a visit as its own line, in the totals and the first charge", () => {
    const q = quote(form(), { ...weekly, travelMiles: 7.26 });
    expect(q.lines[1]).toEqual({
      kind: "travel",
      name: "Travel",
      size: "7.3 mi",
      plan: null,
      unit: "visit",
      unitPriceCents: 500,
      quantity: 1,
      discountCents: 0,
      taxCents: 0,
      totalCents: 500,
    });
    expect(q.totals).toEqual({
      subtotalCents: 4400,
      discountCents: 0,
      taxCents: 0,
      totalCents: 4400,
      firstChargeCents: 4400,
    });
  });

  it("leaves the line off in a free band, exactly on its boundary, without a distance or without bands", () => {
    expect(quote(form(), { ...weekly, travelMiles: 5 }).lines).toHaveLength(1);
    expect(quote(form(), { ...weekly, travelMiles: 2 }).lines).toHaveLength(1);
    expect(quote(form(), { ...weekly, travelMiles: null }).lines).toHaveLength(1);
    expect(quote(form(), weekly).lines).toHaveLength(1);
    const noBands = { ...form(), serviceArea: defaultServiceArea() };
    expect(quote(noBands, { ...weekly, travelMiles: 8 }).lines).toHaveLength(1);
  });

  it("charges the next band just past a boundary", () => {
    expect(quote(form(), { ...weekly, travelMiles: 5.01 }).lines[1]!.unitPriceCents).toBe(500);
  });

  it("is taxed like the service and never discounted by a promo code", () => {
    const promo = {
      id: "c",
      enabled: true,
      code: "ALL",
      kind: "percent" as const,
      value: 50,
      scope: "every" as const,
      expiresOn: null,
      maxUses: null,
    };
    const q = quote(form({ taxRate: 10 }), {
      ...weekly,
      travelMiles: 8,
      promo,
    });
    const travel = q.lines.find((l) => l.kind === "travel")!;
    expect(travel).toMatchObject({ unitPriceCents: 500, discountCents: 0, taxCents: 50, totalCents: 550 });
    expect(q.totals.totalCents).toBe(q.lines.reduce((t, l) => t + l.totalCents, 0));
  });

  it("comes with every round of a program, the first charge holding one round's fee", () => {
    const q = quote(form(), { serviceId: "fert", areaSqFt: 5000, plan: "program", travelMiles: 9 });
    const service = q.lines[0]!;
    const travel = q.lines[1]!;
    expect(travel).toMatchObject({
      kind: "travel",
      unit: service.unit,
      quantity: service.quantity,
      totalCents: 500 * service.quantity,
    });
    expect(service.quantity).toBe(6);
    expect(q.totals.firstChargeCents).toBe(service.unitPriceCents + 500);
  });
});
