import { defaultFormDocument } from "@yq/form-schema/defaults";
import { rectangleRing } from "@yq/form-schema/lawn-shapes";
import { snowDrivewayPlowing } from "@yq/form-schema/snow-defaults";
import { upgradeResumedChoice } from "@yq/form-schema/choice-version";
import type { ResumedChoiceV1 } from "@yq/form-schema/public-payloads";
import { describe, expect, it } from "vitest";
import { restoreChoice } from "./restore-choice";

// A reopened quote comes back in version 2 (docs/decisions/128-one-quote-choice.md), whichever
// version the server sent: these send version 1, as apps/server/src/leads/prices-shown.ts builds it.
const v2 = (choice: ResumedChoiceV1) => upgradeResumedChoice(choice);

const doc = () => {
  const d = defaultFormDocument();
  d.yardSizes.measurement.enabled = true;
  return d;
};
const picked = (over: Partial<ResumedChoiceV1> = {}): ResumedChoiceV1 => ({
  serviceType: "mowing",
  yardSize: "medium",
  frequency: "weekly",
  lawn: null,
  ...over,
});
// 150 ft x 100 ft: a medium lawn with the default tiers.
const outlines = { type: "MultiPolygon" as const, coordinates: [[rectangleRing(-93.2, 44.9, 150, 100)]] };

describe("restoreChoice", () => {
  it("reopens nothing when no quote was shown", () => {
    expect(restoreChoice(doc(), null, true)).toEqual({});
  });

  it("reopens a picked yard size and its frequency as they are still offered", () => {
    expect(restoreChoice(doc(), picked(), true)).toEqual({ choice: v2(picked()) });
    expect(v2(picked())).toEqual({ version: 2, serviceId: "mowing", sizeId: "medium", plan: "weekly", lawn: null });
    // Version 2 as sent reopens the same.
    expect(restoreChoice(doc(), v2(picked()), true)).toEqual({ choice: v2(picked()) });
  });

  it("reopens a measured lawn priced from its outline, with its tier and frequency", () => {
    const restored = restoreChoice(
      doc(),
      picked({ yardSize: "small", frequency: "biweekly", lawn: { outlines } }),
      true,
    );
    expect(restored.note).toBeUndefined();
    expect(restored.choice).toEqual(v2(picked({ yardSize: "medium", frequency: "biweekly", lawn: { outlines } })));
    expect(restored.measured?.size).toBe("medium");
    expect(restored.measured?.areaSqFt).toBeGreaterThan(14_900);
    expect(restored.measured?.lawn).toEqual({ outlines });
  });

  it("reopens a typed area", () => {
    const restored = restoreChoice(doc(), picked({ yardSize: "large", lawn: { typedAreaSqFt: 12_000 } }), true);
    expect(restored.measured).toMatchObject({ areaSqFt: 12_000, lawn: { typedAreaSqFt: 12_000 } });
  });

  it("falls back to the service choice when the service is no longer offered", () => {
    const d = doc();
    d.services.mowing.enabled = false;
    expect(restoreChoice(d, picked(), true)).toEqual({ note: expect.stringMatching(/service you chose/) });
  });

  it("falls back to the yard-size choice when the size is no longer offered", () => {
    const d = doc();
    d.yardSizes.medium.enabled = false;
    const restored = restoreChoice(d, picked(), true);
    expect(restored.choice).toEqual(v2(picked({ yardSize: null, frequency: null })));
    expect(restored.note).toMatch(/yard size you chose before is no longer offered/);
  });

  it("keeps the size but drops a frequency no longer offered, saying so", () => {
    const d = doc();
    d.yardSizes.medium.biweeklyPriceEnabled = false;
    const restored = restoreChoice(d, picked({ frequency: "biweekly" }), true);
    expect(restored.choice).toEqual(v2(picked({ frequency: null })));
    expect(restored.note).toBe(
      "Bi-Weekly service is no longer offered for this yard. Please choose how often you want the service.",
    );
  });

  it("asks for the yard size again when the lawn cannot be measured any more", () => {
    const d = doc();
    d.yardSizes.measurement.enabled = false;
    for (const [form, map] of [
      [d, true],
      [doc(), false],
    ] as const) {
      const restored = restoreChoice(form, picked({ lawn: { outlines } }), map);
      expect(restored.choice).toEqual(v2(picked({ yardSize: null, frequency: null })));
      expect(restored.note).toMatch(/measurement could not be reopened/);
    }
  });

  describe("a listed service", () => {
    const snowDoc = () => {
      const d = doc();
      d.services.listed = [snowDrivewayPlowing()];
      return d;
    };
    const snowPricing = (d: ReturnType<typeof doc>) => {
      const pricing = d.services.listed[0]!.pricing;
      if (pricing.method !== "snow") throw new Error("snow expected");
      return pricing;
    };
    const listed = (over: Partial<ResumedChoiceV1> = {}): ResumedChoiceV1 => ({
      serviceId: "driveway-plowing",
      sizeId: "2-car",
      plan: "seasonal",
      yardSize: null,
      frequency: null,
      lawn: null,
      ...over,
    });

    it("reopens its size card and plan while both are offered", () => {
      expect(restoreChoice(snowDoc(), listed(), false)).toEqual({ choice: v2(listed()) });
    });

    it("falls back to its size cards, named as the service names them, when the size is switched off", () => {
      const d = snowDoc();
      snowPricing(d).sizes[1]!.enabled = false;
      expect(restoreChoice(d, listed(), true)).toEqual({
        choice: v2(listed({ sizeId: null, plan: null })),
        note: "The driveway size you chose before is no longer offered. Please choose your driveway size.",
      });
      // A size the owner removed reads the same.
      snowPricing(d).sizes.splice(1, 1);
      expect(restoreChoice(d, listed(), true).note).toMatch(/driveway size you chose before/);
    });

    it("keeps the size but drops a plan no longer offered, saying so", () => {
      const d = snowDoc();
      snowPricing(d).seasonalEnabled = false;
      expect(restoreChoice(d, listed(), true)).toEqual({
        choice: v2(listed({ plan: null })),
        note: "Seasonal contract is no longer offered for this driveway. Please choose your plan.",
      });
    });

    it("without a size to check, reopens the service at its sizes with the plan waiting for the size", () => {
      expect(restoreChoice(snowDoc(), listed({ sizeId: null }), true)).toEqual({
        choice: v2(listed({ sizeId: null })),
      });
    });

    it("falls back to the services with a note when it is no longer offered", () => {
      const d = snowDoc();
      d.services.listed[0]!.enabled = false;
      expect(restoreChoice(d, listed(), true)).toEqual({
        note: "The service you chose before is no longer offered. Please choose a service.",
      });
    });

    describe("priced by area", () => {
      const areaDoc = () => {
        const d = doc();
        d.yardSizes.measurement.enabled = false; // mowing's setting; a listed service measures on any map
        d.services.listed = [
          {
            id: "fert",
            enabled: true,
            name: "Fertilization",
            description: "",
            image: "",
            order: 0,
            pricing: {
              method: "program",
              rounds: 6,
              price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 8 }], minimum: 35 } },
            },
          },
        ];
        return d;
      };
      const fert = (lawn: ResumedChoiceV1["lawn"]) =>
        listed({ serviceId: "fert", sizeId: null, plan: "program", lawn });

      it("reopens a measured lawn from its outline, with its plan, where the site has the map", () => {
        const restored = restoreChoice(areaDoc(), fert({ outlines }), true);
        expect(restored.note).toBeUndefined();
        expect(restored.choice).toEqual(v2(fert({ outlines })));
        expect(restored.area?.lawn).toEqual({ outlines });
        expect(restored.area?.areaSqFt).toBeGreaterThan(14_900);
      });

      it("reopens a typed area with or without the map; an outline without the map is measured again", () => {
        const typed = { typedAreaSqFt: 6000 };
        expect(restoreChoice(areaDoc(), fert(typed), false)).toEqual({
          choice: v2(fert(typed)),
          area: { lawn: typed, areaSqFt: 6000 },
        });
        expect(restoreChoice(areaDoc(), fert({ outlines }), false)).toEqual({
          choice: v2(listed({ serviceId: "fert", sizeId: null, plan: null })),
          note: "Your lawn measurement could not be reopened. Please measure your lawn again.",
        });
      });

      it("keeps the lawn but drops a plan its area no longer offers", () => {
        const d = areaDoc();
        const pricing = d.services.listed[0]!.pricing;
        if (pricing.method === "program" && pricing.price.basis === "area")
          pricing.price.rates.bands[0]!.upToSqFt = 5000;
        const restored = restoreChoice(d, fert({ typedAreaSqFt: 6000 }), false);
        expect(restored.choice).toEqual({ ...v2(fert({ typedAreaSqFt: 6000 })), plan: null });
        expect(restored.area?.areaSqFt).toBe(6000);
        expect(restored.note).toBe("Program is no longer offered for this lawn. Please choose your plan.");
      });
    });
  });
});
