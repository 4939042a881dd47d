import { describe, expect, it } from "vitest";
import { checkLawnOutlines } from "@yq/form-schema/lawn-outline";
import { rectangleRing } from "@yq/form-schema/lawn-shapes";
import { assembleOutlines } from "./lawn-geometry";

describe("assembling the drawing", () => {
  it("puts each cut-out into the lawn it lies in, and counts strays", () => {
    const lawn = rectangleRing(-93.2, 44.9, 100, 50);
    const bed = rectangleRing(-93.19995, 44.90002, 20, 10);
    const far = rectangleRing(-93.1, 44.9, 10, 10);
    const { outlines, strayCutOuts } = assembleOutlines([
      { kind: "cutout", ring: bed },
      { kind: "lawn", ring: lawn },
      { kind: "cutout", ring: far },
    ]);
    expect(outlines).toEqual({ type: "MultiPolygon", coordinates: [[lawn, bed]] });
    expect(strayCutOuts).toBe(1);
    const checked = checkLawnOutlines(outlines!);
    expect(checked.ok && checked.areaSqFt).toBeGreaterThan(4_770);
  });

  it("has no outlines without a lawn", () => {
    expect(assembleOutlines([])).toEqual({ outlines: null, strayCutOuts: 0 });
  });
});
