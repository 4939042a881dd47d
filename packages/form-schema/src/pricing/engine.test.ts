import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "../defaults";
import { priceQuote, quoteServices } from "./engine";
import type { ListedService } from "./listed-services";
import { splitInstalments } from "./money";
import { planOffers } from "./plan-offers";
import { defaultPricingSettings, type PricingSettings, type PromoCode } from "./pricing-settings";
import type { AddOnInput, PricingInput } from "./pricing-input";
import { checkPromoCode } from "./promo-codes";

const plowing: ListedService = {
  id: "plow",
  enabled: true,
  name: "Driveway Plowing",
  description: "",
  image: "",
  order: 0,
  pricing: {
    method: "snow",
    sizes: [
      { id: "car1", enabled: true, label: "1-car driveway", description: "", perPushPrice: 40, seasonalPrice: 400 },
      { id: "car2", enabled: true, label: "2-car driveway", description: "", perPushPrice: 55, seasonalPrice: 500 },
    ],
    perPushEnabled: true,
    seasonalEnabled: true,
    seasonStart: "11-15",
    seasonEnd: "04-15",
    maxPushes: null,
    instalments: 3,
    triggerInches: 2,
    extraInchPrice: 0,
    extraInchesOver: 6,
  },
};

const fertilization: ListedService = {
  id: "fert",
  enabled: true,
  name: "Fertilization",
  description: "",
  image: "",
  order: 1,
  pricing: {
    method: "program",
    rounds: 6,
    price: {
      basis: "area",
      rates: {
        bands: [
          { upToSqFt: 5000, ratePerThousandSqFt: 12 },
          { upToSqFt: null, ratePerThousandSqFt: 9.5 },
        ],
        minimum: 45,
      },
    },
  },
};

const aeration: ListedService = {
  id: "aerate",
  enabled: true,
  name: "Core Aeration",
  description: "",
  image: "",
  order: 2,
  pricing: {
    method: "one_time",
    price: {
      basis: "size",
      sizes: [{ id: "s", enabled: true, label: "Up to 5,000 sq ft", description: "", price: 95 }],
    },
  },
};

const walkway: AddOnInput = {
  id: "walk",
  name: "Walkway shovelling",
  enabled: true,
  order: 0,
  price: 15,
  unit: "push",
};
const edging: AddOnInput = { id: "edge", name: "Bed edging", enabled: true, order: 1, price: null, unit: "visit" };

function form(pricing: Partial<PricingSettings> = {}, listed = [plowing, fertilization, aeration]): PricingInput {
  const doc = defaultFormDocument();
  return {
    ...doc,
    services: { ...doc.services, listed },
    pricingSettings: { ...defaultPricingSettings(), ...pricing },
    upsellSettings: { ...doc.upsellSettings, enabled: true, services: [walkway, edging] },
  };
}

const code = (over: Partial<PromoCode>): PromoCode => ({
  id: "c",
  enabled: true,
  code: "SPRING10",
  kind: "percent",
  value: 10,
  scope: "first",
  expiresOn: null,
  maxUses: null,
  ...over,
});

describe("the pricing engine", () => {
  it("prices a default mowing quote exactly as the form offered it: one line, no tax, no discount", () => {
    const result = priceQuote(form(), { serviceId: "mowing", sizeId: "small", plan: "weekly" });
    expect(result).toEqual({
      ok: true,
      quote: {
        lines: [
          {
            kind: "service",
            name: "Mowing Service",
            size: "Small",
            plan: "weekly",
            unit: "visit",
            unitPriceCents: 3900,
            quantity: 1,
            discountCents: 0,
            taxCents: 0,
            totalCents: 3900,
          },
        ],
        totals: { subtotalCents: 3900, discountCents: 0, taxCents: 0, totalCents: 3900, firstChargeCents: 3900 },
        promoCode: null,
        taxLabel: null,
      },
    });
  });

  it("lists the services with a 'from' price derived from their prices", () => {
    const services = quoteServices(form({ taxRate: 10, taxDisplay: "after_tax" }));
    expect(services.map((s) => [s.id, s.method, s.fromCents, s.fromUnit])).toEqual([
      ["mowing", "size_frequency", 4290, "visit"],
      ["landscaping", "request", null, null],
      ["plow", "snow", 4400, "push"],
      // 1,000 sq ft at $12 is $12, raised to the $45 minimum, plus 10% tax.
      ["fert", "program", 4950, "round"],
      ["aerate", "one_time", 10450, "job"],
    ]);
  });

  it("prices a snow season in instalments: the first takes the odd cents and is the first charge", () => {
    const result = priceQuote(form({ taxRate: 8.25 }), { serviceId: "plow", sizeId: "car2", plan: "seasonal" });
    if (!result.ok) throw new Error(result.message);
    // $500 + 8.25% = $541.25; three instalments of $180.41, the first $180.43.
    expect(result.quote.totals).toEqual({
      subtotalCents: 50000,
      discountCents: 0,
      taxCents: 4125,
      totalCents: 54125,
      firstChargeCents: 18041,
    });
    expect(result.quote.taxLabel).toBe("Sales tax 8.25%");
    // The line keeps its instalments, so the summary after Checkout can say them.
    expect(result.quote.lines[0]!.instalments).toBe(3);
    expect(splitInstalments(54125, 3)).toEqual([18041, 18041, 18043]);
    const push = priceQuote(form(), { serviceId: "plow", sizeId: "car2", plan: "per_push" });
    expect(push.ok && push.quote.lines[0]).not.toHaveProperty("instalments");
    expect(
      planOffers(form(), "plow", { sizeId: "car2" }).map((o) => [o.plan, o.unitPriceCents, o.instalments]),
    ).toEqual([
      ["per_push", 5500, 1],
      ["seasonal", 50000, 3],
    ]);
  });

  it("prices a program by a measured lawn: the band prices the whole area, a year of rounds, the first round charged", () => {
    const result = priceQuote(form(), { serviceId: "fert", areaSqFt: 6200, plan: "program", promo: code({}) });
    if (!result.ok) throw new Error(result.message);
    const [service] = result.quote.lines;
    // 6,200 sq ft in the second band: 6.2 x $9.50 = $58.90 a round, 6 rounds; 10% off the first round.
    expect(service).toMatchObject({ unitPriceCents: 5890, quantity: 6, discountCents: 589, totalCents: 34751 });
    expect(service!.size).toBe("6,200 sq ft measured");
    expect(result.quote.totals.firstChargeCents).toBe(5301);
    expect(result.quote.promoCode).toBe("SPRING10");
  });

  it("a code for every round discounts each; an amount never takes a line below zero", () => {
    const every = priceQuote(form(), { serviceId: "fert", areaSqFt: 6200, promo: code({ scope: "every" }) });
    expect(every.ok && every.quote.lines[0]).toMatchObject({ unitPriceCents: 5890, discountCents: 3534 });
    const huge = priceQuote(form(), { serviceId: "aerate", sizeId: "s", promo: code({ kind: "amount", value: 500 }) });
    expect(huge.ok && huge.quote.totals).toMatchObject({ totalCents: 0, discountCents: 9500 });
  });

  it("raises a unit to the form's minimum charge and shows prices with tax when asked", () => {
    const offers = planOffers(form({ minimumCharge: 45, taxRate: 10, taxDisplay: "after_tax" }), "mowing", {
      sizeId: "small",
    });
    expect(offers.map((o) => [o.plan, o.unitPriceCents, o.shownCents])).toEqual([
      ["weekly", 4500, 4950],
      ["biweekly", 5900, 6490],
      ["monthly", 7900, 8690],
    ]);
  });

  it("adds priced add-ons as lines of their own, taxed and never discounted; an unpriced one adds no line", () => {
    const result = priceQuote(form({ taxRate: 5 }), {
      serviceId: "plow",
      sizeId: "car1",
      plan: "per_push",
      promo: code({ scope: "every" }),
      addOnIds: ["walk", "edge"],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.quote.lines.map((l) => [l.kind, l.name, l.unit, l.discountCents, l.taxCents, l.totalCents])).toEqual([
      ["service", "Driveway Plowing", "push", 400, 180, 3780],
      ["add_on", "Walkway shovelling", "push", 0, 75, 1575],
    ]);
    expect(result.quote.totals.totalCents).toBe(5355);
    expect(result.quote.totals.firstChargeCents).toBe(5355);
  });

  it("refuses what the form does not offer, with a message a visitor can act on", () => {
    const doc = form();
    expect(priceQuote(doc, { serviceId: "nope", sizeId: "car1" })).toEqual({
      ok: false,
      message: "This service is not available on this form.",
    });
    expect(priceQuote(doc, { serviceId: "plow", sizeId: "car1" })).toEqual({
      ok: false,
      message: "Please choose how you want the service: Per push or Seasonal contract.",
    });
    expect(priceQuote(doc, { serviceId: "plow", sizeId: "car1", plan: "weekly" })).toMatchObject({ ok: false });
    expect(priceQuote(doc, { serviceId: "plow", sizeId: "car9", plan: "per_push" })).toMatchObject({ ok: false });
    expect(priceQuote(doc, { serviceId: "plow", sizeId: "car1", plan: "per_push", addOnIds: ["x"] })).toEqual({
      ok: false,
      message: "One of the selected services is not offered.",
    });
  });

  it("checks a promo code without regard to case, refusing unknown, switched off and expired ones", () => {
    const settings = {
      ...defaultPricingSettings(),
      promoCodes: [
        code({}),
        code({ id: "d", code: "OLD", expiresOn: "2026-03-31" }),
        code({ id: "e", code: "OFF", enabled: false }),
      ],
    };
    expect(checkPromoCode(settings, " spring10 ", "2026-11-26")).toMatchObject({ ok: true, promo: { id: "c" } });
    expect(checkPromoCode(settings, "OLD", "2026-03-31")).toMatchObject({ ok: true });
    expect(checkPromoCode(settings, "OLD", "2026-04-01")).toEqual({ ok: false, message: "This code has expired." });
    expect(checkPromoCode(settings, "OFF", "2026-04-01")).toEqual({ ok: false, message: "This code is not valid." });
    expect(checkPromoCode(settings, "WINTER", "2026-04-01")).toEqual({ ok: false, message: "This code is not valid." });
  });
});
