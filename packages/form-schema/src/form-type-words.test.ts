import { describe, expect, it } from "vitest";
import { FORM_TYPES } from "./constants";
import { snowDrivewayPlowing, snowUpsellServices, SNOW_FOLLOW_UP_SUBJECT, SNOW_UPSELL_MESSAGE } from "./snow-defaults";
import { FORM_TYPE_WORDS, formTypeWords, MOWING_WORDS } from "./form-type-words";

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the builder's words by form type", () => {
  it("a snow form's builder never says a mowing word", () => {
    const said = strings(formTypeWords("snow_quote")).filter((text) => MOWING_WORDS.test(text));
    expect(said).toEqual([]);
  });

  it("a snow form's defaults never say a mowing word either", () => {
    // Salting is charged per application, also on days without a push (snow-defaults.ts); the
    // engine's units (pricing/plans.ts) have no such unit, so its unit is "visit" for now.
    const upsells = snowUpsellServices().map(({ unit, ...words }) => (unit === "visit" ? words : { ...words, unit }));
    const said = strings([snowDrivewayPlowing(), upsells, SNOW_UPSELL_MESSAGE, SNOW_FOLLOW_UP_SUBJECT]);
    expect(said.filter((text) => MOWING_WORDS.test(text))).toEqual([]);
  });

  it("a snow form prices its sizes by driveway and its add-ons per push", () => {
    const snow = formTypeWords("snow_quote");
    expect(snow.steps[3]).toBe("Driveway Sizes");
    expect(snow.upsellUnit).toBe("push");
    expect(snow.exampleCharge).toBe("first push");
  });

  it("a mowing form keeps the steps of docs/product.md", () => {
    expect(formTypeWords("mowing_quote").steps).toEqual([
      "Basic Info",
      "Customer Fields",
      "Services",
      "Yard Sizes",
      "Customization",
      "Settings",
    ]);
  });

  it("has words for every type, six steps each", () => {
    for (const type of FORM_TYPES) expect(FORM_TYPE_WORDS[type].steps).toHaveLength(6);
  });

  it("the mowing-word check catches what it must and spares what it may", () => {
    for (const text of ["Small Yard", "Weekly price", "$39 per visit", "Mowing Service", "Up to 1/4 acre", "lawn"]) {
      expect(text).toMatch(MOWING_WORDS);
    }
    for (const text of ["Driveway Sizes", "Per push", "Seasonal contract", "We plow from", "Snowfall"]) {
      expect(text).not.toMatch(MOWING_WORDS);
    }
  });
});
