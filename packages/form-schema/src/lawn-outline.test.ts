import { describe, expect, it } from "vitest";
import { rectangleRing as rectangle } from "./lawn-shapes";
import { checkLawnOutlines, LAWN_LIMITS, outlinesAreaSqFt, type LawnOutlines } from "./lawn-outline";

const multi = (...polygons: [number, number][][][]): LawnOutlines => ({ type: "MultiPolygon", coordinates: polygons });

describe("lawn area", () => {
  it("measures a 100 ft by 50 ft rectangle as 5,000 sq ft within 0.5 %", () => {
    for (const lat of [0, 30, 45, 60]) {
      const area = outlinesAreaSqFt(multi([rectangle(-93.2, lat, 100, 50)]));
      expect(Math.abs(area - 5000) / 5000).toBeLessThan(0.005);
    }
  });

  it("subtracts a cut-out and adds separate areas", () => {
    const outer = rectangle(-93.2, 44.9, 100, 50);
    const hole = rectangle(-93.19995, 44.90002, 20, 10);
    const one = checkLawnOutlines(multi([outer, hole]));
    expect(one.ok && Math.abs(one.areaSqFt - 4800)).toBeLessThan(25);
    const two = checkLawnOutlines(multi([outer], [rectangle(-93.1, 44.9, 10, 10)]));
    expect(two.ok && Math.abs(two.areaSqFt - 5100)).toBeLessThan(26);
  });
});

describe("lawn outlines refused", () => {
  const refused = (outlines: LawnOutlines) => {
    const result = checkLawnOutlines(outlines);
    return result.ok ? null : result.message;
  };

  it("refuses a bow-tie that crosses itself", () => {
    const bowTie: [number, number][] = [
      [0, 0],
      [0.001, 0.001],
      [0.001, 0],
      [0, 0.001],
      [0, 0],
    ];
    expect(refused(multi([bowTie]))).toMatch(/crosses itself/);
  });

  it("refuses open rings, too few points, no outline", () => {
    expect(refused(multi([rectangle(0, 0, 100, 50).slice(0, 4)]))).toMatch(/not closed/);
    expect(
      refused(
        multi([
          [
            [0, 0],
            [0.001, 0],
            [0, 0],
          ],
        ]),
      ),
    ).toMatch(/three points/);
    expect(refused(multi())).toMatch(/outline your lawn/);
  });

  it("refuses absurdly large and too detailed outlines", () => {
    expect(refused(multi([rectangle(-100, 40, 5000, 5000)]))).toMatch(/more than we can price/);
    const detailed: [number, number][] = Array.from({ length: LAWN_LIMITS.points + 5 }, (_, i) => {
      const t = (i / (LAWN_LIMITS.points + 5)) * 2 * Math.PI;
      return [0.001 * Math.cos(t), 0.001 * Math.sin(t)];
    });
    detailed.push(detailed[0]);
    expect(refused(multi([detailed]))).toMatch(/at most 1000/);
  });

  it("refuses cut-outs outside their lawn and overlapping lawn areas", () => {
    const outer = rectangle(-93.2, 44.9, 100, 50);
    expect(refused(multi([outer, rectangle(-93.1, 44.9, 10, 10)]))).toMatch(/inside its lawn/);
    expect(refused(multi([outer], [rectangle(-93.19999, 44.90001, 10, 10)]))).toMatch(/overlap/);
  });
});
