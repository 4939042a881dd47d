import { describe, expect, it } from "vitest";
import { defaultPricing } from "../listed-service-defaults";
import type { Pricing } from "./listed-services";
import { sizeNoun, sizeRequiredMessage } from "./service-words";

describe("sizeNoun", () => {
  it("names sizes in the words of each service", () => {
    expect(sizeNoun("mowing")).toBe("Yard size");
    expect(sizeNoun(defaultPricing("snow"))).toBe("Driveway size");
    expect(sizeNoun(defaultPricing("area_frequency"))).toBe("Lawn size");
    expect(sizeNoun(defaultPricing("program"))).toBe("Lawn size");
    expect(sizeNoun(defaultPricing("one_time"))).toBe("Property size");
    const byArea: Pricing = {
      method: "one_time",
      price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 10 }], minimum: 0 } },
    };
    expect(sizeNoun(byArea)).toBe("Lawn size");
    expect(sizeNoun(defaultPricing("request"))).toBeNull();
  });

  it("asks for a missing size in the same words, mowing's as docs/product.md says it", () => {
    expect(sizeRequiredMessage("mowing")).toBe("Please select a yard size");
    expect(sizeRequiredMessage(defaultPricing("snow"))).toBe("Please select a driveway size");
  });
});
