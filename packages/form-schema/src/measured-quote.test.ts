import { describe, expect, it } from "vitest";
import { defaultYardSizes } from "./defaults";
import { measuredDocument, measuredYardSize } from "./measured-quote";
import { areaFromDescription, tierBounds } from "./measurement-tiers";
import { mowingRateCents } from "./pricing/methods/mowing/rate";
import { offeredPrices } from "./quote";

describe("tier ranges", () => {
  it("reads default ranges from the tier descriptions", () => {
    expect(areaFromDescription("Up to 1/4 acre")).toBe(10_890);
    expect(areaFromDescription("1/4 to 1/2 acre")).toBe(21_780);
    expect(areaFromDescription("Up to 8,000 sq ft")).toBe(8_000);
    expect(areaFromDescription("Nice small yards")).toBeNull();
    const sizes = defaultYardSizes();
    expect(tierBounds(sizes, sizes.measurement)).toEqual({ smallMaxSqFt: 10_890, mediumMaxSqFt: 21_780 });
  });

  it("picks the tier by area, and custom above the maximum", () => {
    const sizes = defaultYardSizes();
    expect(measuredYardSize(sizes, 5_000)).toBe("small");
    expect(measuredYardSize(sizes, 10_890)).toBe("small");
    expect(measuredYardSize(sizes, 15_000)).toBe("medium");
    expect(measuredYardSize(sizes, 30_000)).toBe("large");
    sizes.measurement.maxSqFt = 25_000;
    expect(measuredYardSize(sizes, 30_000)).toBe("custom");
    sizes.measurement.smallMaxSqFt = 4_000;
    expect(measuredYardSize(sizes, 5_000)).toBe("medium");
  });
});

describe("measured prices", () => {
  it("keeps the tier's prices under tier pricing", () => {
    const { doc, size } = measuredDocument({ yardSizes: defaultYardSizes() }, 15_000);
    expect(size).toBe("medium");
    expect(offeredPrices(doc.yardSizes.medium).map((p) => p.amount)).toEqual([49, 69, 89]);
  });

  it("prices per 1,000 sq ft with a minimum, offering only frequencies with a rate", () => {
    const yardSizes = defaultYardSizes();
    Object.assign(yardSizes.measurement, {
      pricing: "rate",
      ratePerThousandSqFt: { weekly: 4, biweekly: 5.5, monthly: 0 },
      minimumPrice: 30,
    });
    const { doc, size } = measuredDocument({ yardSizes }, 12_345);
    expect(offeredPrices(doc.yardSizes[size]).map((p) => [p.frequency, p.amount])).toEqual([
      ["weekly", 49.38],
      ["biweekly", 67.9],
    ]);
    const small = measuredDocument({ yardSizes }, 2_000);
    expect(offeredPrices(small.doc.yardSizes[small.size]).map((p) => p.amount)).toEqual([30, 30]);
    expect(mowingRateCents(4, 0, 5_000)).toBe(2_000);
  });
});
