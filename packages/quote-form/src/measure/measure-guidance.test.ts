import { describe, expect, it } from "vitest";
import { checkLawnOutlines } from "@yq/form-schema/lawn-outline";
import { rectangleRing } from "@yq/form-schema/lawn-shapes";
import { measureGuidance } from "./measure-guidance";

const corners = rectangleRing(-89.644, 39.799, 100, 50).slice(0, -1);

describe("what the measuring step asks for next", () => {
  it("asks for the first corners when nothing is drawn", () => {
    expect(measureGuidance(null, false)).toEqual({
      text: "Tap the corners of your lawn to outline it.",
      areaSoFarSqFt: null,
    });
    expect(measureGuidance({ kind: "lawn", points: [] }, false).text).toBe(
      "Tap the corners of your lawn to outline it.",
    );
  });

  it("asks to keep going after one or two points, with no area yet", () => {
    for (const n of [1, 2]) {
      const g = measureGuidance({ kind: "lawn", points: corners.slice(0, n) }, false);
      expect(g).toEqual({ text: "Keep tapping around the lawn's edge.", areaSoFarSqFt: null });
    }
    expect(measureGuidance({ kind: "cutout", points: corners.slice(0, 2) }, true).text).toBe(
      "Keep tapping around the part to cut out.",
    );
  });

  it("asks to close the outline from the third point and shows the area so far", () => {
    const three = measureGuidance({ kind: "lawn", points: corners.slice(0, 3) }, false);
    expect(three.text).toBe("Tap the first point to close the outline.");
    // Half the 100 x 50 ft rectangle (within 1%: the rectangle's corners are placed on a sphere).
    expect(Math.abs(three.areaSoFarSqFt! - 2_500)).toBeLessThan(25);
    const four = measureGuidance({ kind: "lawn", points: corners }, false);
    expect(four.text).toBe("Tap the first point to close the outline.");
    expect(Math.abs(four.areaSoFarSqFt! - 5_000)).toBeLessThan(50);
  });

  it("gives the same area the server computes once the outline is closed", () => {
    const four = measureGuidance({ kind: "lawn", points: corners }, false);
    const server = checkLawnOutlines({ type: "MultiPolygon", coordinates: [[[...corners, corners[0]]]] });
    expect(server.ok && server.areaSqFt).toBe(Math.round(four.areaSoFarSqFt!));
  });

  it("explains how to adjust or start again once an outline is closed", () => {
    expect(measureGuidance(null, true)).toEqual({
      text: "Tap Move points and drag a point to adjust, or tap Start over to begin again.",
      areaSoFarSqFt: null,
    });
  });
});
