import { describe, expect, it } from "vitest";
import { defaultYardSizes } from "../../../defaults";
import type { YardSizes } from "../../../form-document";
import { measuredDocument } from "../../../measured-quote";
import { offeredPrices } from "../../../quote";
import { mowingMethod } from ".";
import { mowingPricing } from "./pricing";

// Mowing's offers in cents, from the yard sizes as stored in dollars (decision 127).

const offers = (yardSizes: YardSizes, measure: { sizeId?: string; areaSqFt?: number }) =>
  mowingMethod.offers(mowingPricing({ yardSizes }), measure);

function byRate(rates: { weekly: number; biweekly: number; monthly: number }, minimumPrice: number): YardSizes {
  const yardSizes = defaultYardSizes();
  Object.assign(yardSizes.measurement, { enabled: true, pricing: "rate", ratePerThousandSqFt: rates, minimumPrice });
  return yardSizes;
}

describe("mowing's offers", () => {
  it("offers a tier's enabled prices per visit, in cents", () => {
    const yardSizes = defaultYardSizes();
    Object.assign(yardSizes.small, { weeklyPrice: 39.99, biweeklyPriceEnabled: false, monthlyPrice: 0 });
    expect(offers(yardSizes, { sizeId: "small" })).toEqual([
      { plan: "weekly", unit: "visit", cents: 3999 },
      // An enabled $0 is offered: the form's minimum charge raises it (plan-offers.ts).
      { plan: "monthly", unit: "visit", cents: 0 },
    ]);
    expect(offers(yardSizes, { sizeId: "medium" }).map((o) => o.cents)).toEqual([4900, 6900, 8900]);
  });

  it("offers nothing for a hidden tier, the custom size, an unknown size or no size", () => {
    const yardSizes = defaultYardSizes();
    yardSizes.large.enabled = false;
    yardSizes.custom.enabled = true;
    expect(offers(yardSizes, { sizeId: "large" })).toEqual([]);
    expect(offers(yardSizes, { sizeId: "custom" })).toEqual([]);
    expect(offers(yardSizes, { sizeId: "measurement" })).toEqual([]);
    expect(offers(yardSizes, {})).toEqual([]);
  });

  it("offers nothing where every price of a tier is switched off", () => {
    const yardSizes = defaultYardSizes();
    Object.assign(yardSizes.small, {
      weeklyPriceEnabled: false,
      biweeklyPriceEnabled: false,
      monthlyPriceEnabled: false,
    });
    expect(offers(yardSizes, { sizeId: "small" })).toEqual([]);
  });

  it("prices a measured lawn by its tier, even a hidden one, and ignores the area when not measuring", () => {
    const yardSizes = defaultYardSizes();
    yardSizes.medium.enabled = false;
    expect(offers(yardSizes, { areaSqFt: 15_000 })).toEqual([]);
    yardSizes.measurement.enabled = true;
    expect(offers(yardSizes, { areaSqFt: 15_000 }).map((o) => [o.plan, o.cents, o.floor])).toEqual([
      ["weekly", 4900, undefined],
      ["biweekly", 6900, undefined],
      ["monthly", 8900, undefined],
    ]);
    yardSizes.measurement.maxSqFt = 12_000;
    expect(offers(yardSizes, { areaSqFt: 15_000 })).toEqual([]);
  });

  it("prices by the rate with the measurement's minimum as its floor, offering only frequencies with a rate", () => {
    const yardSizes = byRate({ weekly: 4, biweekly: 5.5, monthly: 0 }, 30);
    expect(offers(yardSizes, { areaSqFt: 12_345 })).toEqual([
      { plan: "weekly", unit: "visit", cents: 4938, floor: 3000 },
      { plan: "biweekly", unit: "visit", cents: 6790, floor: 3000 },
    ]);
    expect(offers(yardSizes, { areaSqFt: 2_000 }).map((o) => o.cents)).toEqual([3000, 3000]);
  });

  it("rounds a half cent up, as every area price does", () => {
    // $0.29 per 1,000 sq ft on 23,500 sq ft is $6.815: 682 cents.
    const yardSizes = byRate({ weekly: 0.29, biweekly: 0, monthly: 0 }, 0);
    expect(offers(yardSizes, { areaSqFt: 23_500 })).toEqual([{ plan: "weekly", unit: "visit", cents: 682, floor: 0 }]);
  });

  it("shows the measure step the same prices, in dollars", () => {
    const yardSizes = byRate({ weekly: 0.29, biweekly: 4, monthly: 0 }, 5);
    for (const areaSqFt of [1, 999, 10_000, 23_500, 51_500]) {
      const { doc, size } = measuredDocument({ yardSizes }, areaSqFt);
      const shown = offeredPrices(doc.yardSizes[size]).map((p) => Math.round(p.amount * 100));
      expect(shown).toEqual(offers(yardSizes, { areaSqFt }).map((o) => o.cents));
    }
  });
});
