import { defaultFormDocument } from "@yq/form-schema/defaults";
import { rectangleRing } from "@yq/form-schema/lawn-shapes";
import { snowDrivewayPlowing } from "@yq/form-schema/snow-defaults";
import type { ResumedChoice } from "@yq/form-schema/public-payloads";
import { describe, expect, it } from "vitest";
import { restoreChoice } from "./restore-choice";

const doc = () => {
  const d = defaultFormDocument();
  d.yardSizes.measurement.enabled = true;
  return d;
};
const picked = (over: Partial<ResumedChoice> = {}): ResumedChoice => ({
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
    expect(restoreChoice(doc(), picked(), true)).toEqual({ choice: picked() });
  });

  it("reopens a measured lawn priced from its outline, with its tier and frequency", () => {
    const restored = restoreChoice(
      doc(),
      picked({ yardSize: "small", frequency: "biweekly", lawn: { outlines } }),
      true,
    );
    expect(restored.note).toBeUndefined();
    expect(restored.choice).toEqual(picked({ yardSize: "medium", frequency: "biweekly", lawn: { outlines } }));
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
    expect(restored.choice).toEqual(picked({ yardSize: null, frequency: null }));
    expect(restored.note).toMatch(/yard size you chose before is no longer offered/);
  });

  it("keeps the size but drops a frequency no longer offered, saying so", () => {
    const d = doc();
    d.yardSizes.medium.biweeklyPriceEnabled = false;
    const restored = restoreChoice(d, picked({ frequency: "biweekly" }), true);
    expect(restored.choice).toEqual(picked({ frequency: null }));
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
      expect(restored.choice).toEqual(picked({ yardSize: null, frequency: null }));
      expect(restored.note).toMatch(/measurement could not be reopened/);
    }
  });

  it("reopens a listed service at its sizes while it is offered, else at the services with a note", () => {
    const d = doc();
    d.services.listed = [snowDrivewayPlowing()];
    const listed = picked({ serviceType: undefined, yardSize: null, frequency: null, serviceId: "driveway-plowing" });
    expect(restoreChoice(d, listed, true)).toEqual({ choice: listed });
    d.services.listed[0]!.enabled = false;
    expect(restoreChoice(d, listed, true)).toEqual({
      note: "The service you chose before is no longer offered. Please choose a service.",
    });
  });
});
