import { describe, expect, it } from "vitest";
import { PRICING_METHODS, pricingSchema } from "../listed-services";
import { PRICING_METHOD_DEFINITIONS, definitionOf, methodOf } from "./registry";
import { STORED_PRICING_METHODS, storedDefinitionOf } from "./stored-registry";

// Each pricing method is defined once, in its folder, and listed once in the registry; these hold
// every definition to the same contract, so a new method cannot be half added.

describe("PRICING_METHOD_DEFINITIONS", () => {
  it("defines every pricing method and nothing else, in both registries", () => {
    expect(Object.keys(PRICING_METHOD_DEFINITIONS).sort()).toEqual([...PRICING_METHODS].sort());
    expect(Object.keys(STORED_PRICING_METHODS).sort()).toEqual([...PRICING_METHODS].sort());
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
});
