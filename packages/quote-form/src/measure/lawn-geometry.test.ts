import { describe, expect, it } from "vitest";
import { checkLawnOutlines } from "@yq/form-schema/lawn-outline";
import { rectangleRing } from "@yq/form-schema/lawn-shapes";
import { assembleOutlines, nearestCorner, withoutCorner } from "./lawn-geometry";

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

describe("choosing and deleting a corner", () => {
  const square: [number, number][] = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ];
  const identity = ([x, y]: [number, number]) => ({ x, y });

  it("finds the nearest corner within reach, not the closing repeat, and nothing out of reach", () => {
    expect(nearestCorner(square, identity, { x: 9, y: 1 }, 5)).toBe(1);
    expect(nearestCorner(square, identity, { x: 1, y: 1 }, 5)).toBe(0);
    expect(nearestCorner(square, identity, { x: 5, y: 5 }, 5)).toBeNull();
  });

  it("removes a corner and keeps the ring closed, also for the first corner", () => {
    expect(withoutCorner(square, 2)).toEqual([
      [0, 0],
      [10, 0],
      [0, 10],
      [0, 0],
    ]);
    expect(withoutCorner(square, 0)).toEqual([
      [10, 0],
      [10, 10],
      [0, 10],
      [10, 0],
    ]);
  });

  it("refuses to leave fewer than three corners", () => {
    expect(withoutCorner(withoutCorner(square, 0)!, 0)).toBeNull();
  });
});
