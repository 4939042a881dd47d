import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "../defaults";
import { minimumHoldsCode, priceQuote, type QuoteRequest } from "./engine";
import type { AreaRates, ListedService, Pricing } from "./listed-services";
import { splitInstalments } from "./money";
import { planOffers } from "./plan-offers";
import type { Plan } from "./plans";
import { defaultPricingSettings, type PromoCode } from "./pricing-settings";
import type { PricingInput } from "./pricing-input";
import { checkPromoCode } from "./promo-codes";
import { snowMethod } from "./methods/snow";

// A minimum charge is a floor after every discount: whatever code a visitor
// applies, no charged unit of any pricing method goes below the form's minimum charge or the
// service's own minimum, and tax is taken on the floored price.

const MINIMUM = 40;
const TAX_RATE = 6.25;

const rates = (ratePerThousandSqFt: number, minimum: number): AreaRates => ({
  bands: [{ upToSqFt: null, ratePerThousandSqFt }],
  minimum,
});
const card = (price: number) => ({ id: "s", enabled: true, label: "Standard lawn", description: "", price });
const service = (id: string, pricing: Pricing): ListedService => ({
  id,
  enabled: true,
  name: id,
  description: "",
  image: "",
  order: 0,
  pricing,
});
const snow: Pricing = {
  ...snowMethod.defaults(),
  sizes: [{ id: "car1", enabled: true, label: "1-car", description: "", perPushPrice: 50, seasonalPrice: 400 }],
  seasonalEnabled: true,
  instalments: 3,
};

function form(): PricingInput {
  const doc = defaultFormDocument();
  // A mowing lawn priced by the rate: $10 per 1,000 sq ft, never under $50 (above the form's $40).
  Object.assign(doc.yardSizes.measurement, {
    enabled: true,
    pricing: "rate",
    ratePerThousandSqFt: { weekly: 10, biweekly: 0, monthly: 0 },
    minimumPrice: 50,
  });
  return {
    ...doc,
    services: {
      ...doc.services,
      listed: [
        service("edging", {
          method: "area_frequency",
          rates: rates(12, 45),
          frequencies: { weekly: true, biweekly: false, monthly: false },
        }),
        service("fert", { method: "program", rounds: 6, price: { basis: "size", sizes: [card(60)] } }),
        service("weed", { method: "program", rounds: 4, price: { basis: "area", rates: rates(12, 45) } }),
        service("aerate", { method: "one_time", price: { basis: "size", sizes: [card(95)] } }),
        service("cleanup", { method: "one_time", price: { basis: "area", rates: rates(20, 55) } }),
        service("plow", snow),
      ],
    },
    pricingSettings: { ...defaultPricingSettings(), minimumCharge: MINIMUM, taxRate: TAX_RATE },
    upsellSettings: {
      enabled: true,
      services: [{ id: "walk", name: "Walkway shovelling", enabled: true, order: 0, price: 15, unit: "push" }],
    },
  };
}

type Method = { name: string; request: QuoteRequest & { plan: Plan }; unit: number; floor: number; units: number };
const method = (name: string, request: Method["request"], unit: number, floor: number, units = 1): Method => ({
  name,
  request,
  unit,
  floor,
  units,
});

/** Each pricing method, with its unit's price and the floor it may not go under, worked out by hand. */
const METHODS: Method[] = [
  method("mowing by yard size", { serviceId: "mowing", sizeId: "small", plan: "biweekly" }, 5900, 4000),
  // $39 raised to the $40 minimum: nothing is left for a code to take.
  method("mowing raised to the minimum", { serviceId: "mowing", sizeId: "small", plan: "weekly" }, 4000, 4000),
  // 8,000 sq ft at $10: $80, floored by the measurement's own $50 minimum.
  method("mowing by measured lawn", { serviceId: "mowing", areaSqFt: 8000, plan: "weekly" }, 8000, 5000),
  method("area and frequency", { serviceId: "edging", areaSqFt: 5000, plan: "weekly" }, 6000, 4500),
  method("program by size card", { serviceId: "fert", sizeId: "s", plan: "program" }, 6000, 4000, 6),
  method("program by area", { serviceId: "weed", areaSqFt: 5000, plan: "program" }, 6000, 4500, 4),
  method("one-time by size card", { serviceId: "aerate", sizeId: "s", plan: "one_time" }, 9500, 4000),
  method("one-time by area", { serviceId: "cleanup", areaSqFt: 5000, plan: "one_time" }, 10000, 5500),
  method("snow per push", { serviceId: "plow", sizeId: "car1", plan: "per_push" }, 5000, 4000),
  method("snow seasonal", { serviceId: "plow", sizeId: "car1", plan: "seasonal" }, 40000, 4000),
];

const code = (kind: PromoCode["kind"], value: number, scope: PromoCode["scope"]): PromoCode => ({
  id: "c",
  enabled: true,
  code: "SAVE",
  kind,
  value,
  scope,
  expiresOn: null,
  maxUses: null,
});
const CODES = (["first", "every"] as const).flatMap((scope) => [
  code("percent", 10, scope),
  code("percent", 90, scope),
  code("percent", 100, scope),
  code("amount", 25, scope),
  code("amount", 1000, scope),
]);
const tax = (cents: number) => Math.round((cents * TAX_RATE) / 100);

describe.each(METHODS)("a promo code on $name", ({ request, unit, floor, units }) => {
  it("has the unit and the floor worked out by hand", () => {
    const offer = planOffers(form(), request.serviceId, request).find((o) => o.plan === request.plan);
    expect(offer).toMatchObject({ unitPriceCents: unit, floorCents: floor, quantity: units });
  });

  it.each(CODES.map((c) => [`${c.kind} ${c.value} off ${c.scope}`, c] as const))(
    "%s never takes a unit under the minimum; tax comes after the floor",
    (_, promo) => {
      const result = priceQuote(form(), { ...request, promo });
      if (!result.ok) throw new Error(result.message);
      const [line] = result.quote.lines;
      const wanted = promo.kind === "percent" ? Math.round((unit * promo.value) / 100) : promo.value * 100;
      const perUnit = Math.min(wanted, unit - floor);
      const discounted = promo.scope === "every" ? units : 1;
      const net = unit * units - perUnit * discounted;
      expect(line).toMatchObject({ unitPriceCents: unit, discountCents: perUnit * discounted, taxCents: tax(net) });
      // The lowest unit charged is the floor, never less.
      expect(unit - perUnit).toBeGreaterThanOrEqual(floor);
      if (wanted >= unit - floor) expect(unit - perUnit).toBe(floor);
      const first = unit - perUnit + tax(unit - perUnit);
      const { totals } = result.quote;
      expect(totals.totalCents).toBe(net + tax(net));
      if (request.plan !== "seasonal") expect(totals.firstChargeCents).toBe(first);
    },
  );
});

describe("the minimum charge after a discount", () => {
  it("keeps the tester's push at $40 plus tax: a $25 code never makes it $15.94", () => {
    const doc = form();
    doc.pricingSettings.promoCodes = [{ ...code("amount", 25, "first"), code: "BIG25" }];
    // The code as the promo-code check answers it, then priced as the form and the server price it.
    const checked = checkPromoCode(doc.pricingSettings, "big25", "2026-11-26");
    if (!checked.ok) throw new Error(checked.message);
    const cheap = {
      ...doc,
      services: {
        ...doc.services,
        listed: [service("plow", { ...snow, sizes: [{ ...snow.sizes[0]!, perPushPrice: 40 }] })],
      },
    };
    const result = priceQuote(cheap, { serviceId: "plow", sizeId: "car1", plan: "per_push", promo: checked.promo });
    expect(result.ok && result.quote.totals).toEqual({
      subtotalCents: 4000,
      discountCents: 0,
      taxCents: 250,
      totalCents: 4250,
      firstChargeCents: 4250,
    });
  });

  it("reads a season as one unit: the whole season floored, its instalments a split of it", () => {
    const result = priceQuote(form(), {
      serviceId: "plow",
      sizeId: "car1",
      plan: "seasonal",
      promo: code("percent", 100, "first"),
    });
    if (!result.ok) throw new Error(result.message);
    // $400 less 100% stops at $40 for the season; $42.50 with tax in 3 instalments.
    expect(result.quote.lines[0]).toMatchObject({ discountCents: 36000, taxCents: 250, totalCents: 4250 });
    expect(result.quote.totals.firstChargeCents).toBe(splitInstalments(4250, 3)[0]);
  });

  it("leaves add-ons at their price: never discounted, and the service line alone is floored", () => {
    const result = priceQuote(form(), {
      serviceId: "plow",
      sizeId: "car1",
      plan: "per_push",
      promo: code("amount", 1000, "every"),
      addOnIds: ["walk"],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.quote.lines.map((l) => [l.kind, l.unitPriceCents, l.discountCents, l.totalCents])).toEqual([
      ["service", 5000, 1000, 4250],
      ["add_on", 1500, 0, 1594],
    ]);
    expect(result.quote.totals.firstChargeCents).toBe(4250 + 1594);
  });

  it("says when the minimum holds a unit above what the code alone would leave", () => {
    const offer = planOffers(form(), "plow", { sizeId: "car1" }).find((o) => o.plan === "per_push")!;
    expect(minimumHoldsCode(offer, code("percent", 10, "first"))).toBe(false);
    expect(minimumHoldsCode(offer, code("amount", 10, "first"))).toBe(false);
    expect(minimumHoldsCode(offer, code("amount", 10.01, "first"))).toBe(true);
    expect(minimumHoldsCode(offer, code("percent", 100, "every"))).toBe(true);
  });
});
