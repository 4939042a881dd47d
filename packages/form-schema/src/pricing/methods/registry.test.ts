import { describe, expect, it } from "vitest";
import { defaultYardSizes } from "../../defaults";
import { PRICING_METHODS, pricingSchema } from "../listed-services";
import { mowingMethod } from "./mowing";
import { MOWING_METHOD, mowingPricing } from "./mowing/pricing";
import { PRICING_METHOD_DEFINITIONS, definitionOf, methodOf } from "./registry";
import { STORED_PRICING_METHODS, storedDefinitionOf } from "./stored-registry";

// Each pricing method is defined once, in its folder, and listed once in the registry; these hold
// every definition to the same contract, so a new method cannot be half added.

describe("PRICING_METHOD_DEFINITIONS", () => {
  it("defines every pricing method and mowing's, and stores only the listed ones", () => {
    expect(Object.keys(PRICING_METHOD_DEFINITIONS).sort()).toEqual([...PRICING_METHODS, MOWING_METHOD].sort());
    expect(Object.keys(STORED_PRICING_METHODS).sort()).toEqual([...PRICING_METHODS].sort());
    expect(PRICING_METHODS).not.toContain(MOWING_METHOD);
  });

  it("gives each method's schema as its branch of the pricing union", () => {
    const branches = pricingSchema.options as readonly unknown[];
    for (const method of PRICING_METHODS) {
      expect(branches).toContain(STORED_PRICING_METHODS[method].schema);
    }
  });

  describe.each(PRICING_METHODS)("%s", (method) => {
    const definition = definitionOf(method);
    const stored = storedDefinitionOf(method);

    it("starts from defaults of its own method that its schema accepts unchanged", () => {
      const defaults = definition.defaults();
      expect(defaults.method).toBe(method);
      expect(stored.schema.parse(defaults)).toStrictEqual(defaults);
      expect(pricingSchema.parse(defaults)).toStrictEqual(defaults);
    });

    it("hands every caller a copy of its defaults", () => {
      expect(definition.defaults()).not.toBe(definition.defaults());
    });

    it("reads its defaults back unchanged, and a pricing with nothing but the method as the defaults", () => {
      const defaults = definition.defaults();
      expect(stored.read(structuredClone(defaults))).toStrictEqual(defaults);
      expect(stored.read({ method })).toStrictEqual(defaults);
    });

    it("offers nothing on its defaults, where nothing is priced yet", () => {
      const defaults = definition.defaults();
      expect(definition.offers(defaults, { sizeId: "small" })).toEqual([]);
      expect(definition.offers(defaults, { areaSqFt: 5000 })).toEqual([]);
    });

    it("names its sizes, and finds its defaults unpublishable unless it prices nothing", () => {
      const defaults = definition.defaults();
      const noun = definition.sizeNoun(defaults);
      expect(noun === null || noun.length > 0).toBe(true);
      const { refusals } = definition.findings(defaults);
      expect(refusals.length > 0).toBe(method !== "request");
      expect(definition.sizeCards(defaults)).toEqual([]);
      expect(typeof definition.pricedByArea(defaults)).toBe("boolean");
    });

    it("is the registry's entry, and the definition methodOf finds for its pricing", () => {
      expect(definition).toBe(PRICING_METHOD_DEFINITIONS[method]);
      expect(methodOf(definition.defaults())).toBe(definition);
    });
  });

  // Mowing's pricing is the form's yardSizes group (decision 127): no defaults or stored shape of
  // its own, the rest of the contract as every method.
  describe(MOWING_METHOD, () => {
    const priced = mowingPricing({ yardSizes: defaultYardSizes() });
    const yardSizes = defaultYardSizes();
    for (const size of ["small", "medium", "large", "custom"] as const) {
      Object.assign(yardSizes[size], {
        weeklyPriceEnabled: false,
        biweeklyPriceEnabled: false,
        monthlyPriceEnabled: false,
      });
    }
    const unpriced = mowingPricing({ yardSizes });

    it("is the registry's entry, and the definition methodOf finds for mowing's pricing", () => {
      expect(PRICING_METHOD_DEFINITIONS.size_frequency).toBe(mowingMethod);
      expect(methodOf(priced)).toBe(mowingMethod);
    });

    it("offers nothing where no price is switched on, and refuses to publish it", () => {
      expect(mowingMethod.offers(unpriced, { sizeId: "small" })).toEqual([]);
      expect(mowingMethod.findings(unpriced).refusals.length).toBeGreaterThan(0);
    });

    it("names its sizes, lists the three priced yard sizes as cards, and is priced by size", () => {
      expect(mowingMethod.sizeNoun(priced)).toBe("Yard size");
      expect(mowingMethod.sizeCards(priced).map((c) => [c.id, c.label])).toEqual([
        ["small", "Small"],
        ["medium", "Medium"],
        ["large", "Large"],
      ]);
      expect(mowingMethod.pricedByArea(priced)).toBe(false);
      expect(mowingMethod.findings(priced)).toEqual({ fields: {}, refusals: [] });
    });
  });
});
