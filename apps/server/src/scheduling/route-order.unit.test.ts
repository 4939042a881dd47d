import { describe, expect, it } from "vitest";
import { distanceKm, outlineCentre, routeOrder } from "./route-order";

// A yard office in Portland, Maine, and customers around it.
const office = { lat: 43.6591, lng: -70.2568 };
const near = { lat: 43.665, lng: -70.26 };
const middle = { lat: 43.7, lng: -70.3 };
const far = { lat: 43.8, lng: -70.4 };

describe("the day's route", () => {
  it("measures great-circle distances", () => {
    expect(distanceKm(office, office)).toBe(0);
    // One degree of latitude is about 111 km.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
  });

  it("goes from the business to the nearest visit, then always the nearest next", () => {
    const stops = [
      { id: "far", point: far },
      { id: "near", point: near },
      { id: "middle", point: middle },
    ];
    expect(routeOrder(office, stops)).toEqual({ order: ["near", "middle", "far"], unplaced: [] });
    // From the far end, the route runs back the other way.
    expect(routeOrder({ lat: 43.9, lng: -70.5 }, stops).order).toEqual(["far", "middle", "near"]);
  });

  it("puts visits without a map point last, in booking order", () => {
    const stops = [
      { id: "a", point: null },
      { id: "far", point: far },
      { id: "b", point: null },
      { id: "near", point: near },
    ];
    expect(routeOrder(office, stops)).toEqual({ order: ["near", "far"], unplaced: ["a", "b"] });
  });

  it("starts at the first visit with a point when the business has none", () => {
    const stops = [
      { id: "x", point: null },
      { id: "middle", point: middle },
      { id: "far", point: far },
      { id: "near", point: near },
    ];
    expect(routeOrder(null, stops)).toEqual({ order: ["middle", "near", "far"], unplaced: ["x"] });
    expect(routeOrder(null, [])).toEqual({ order: [], unplaced: [] });
  });

  it("keeps the given order between equally near visits", () => {
    const stops = [
      { id: "first", point: near },
      { id: "second", point: near },
    ];
    expect(routeOrder(office, stops).order).toEqual(["first", "second"]);
  });

  it("finds a lawn outline's centre from its outer rings, not its cut-outs", () => {
    const square = [
      [
        [-70, 43],
        [-70, 44],
        [-69, 44],
        [-69, 43],
        [-70, 43],
      ],
      [
        [-69.9, 43.1],
        [-69.9, 43.2],
        [-69.8, 43.2],
        [-69.9, 43.1],
      ],
    ];
    expect(outlineCentre([square])).toEqual({ lat: 43.5, lng: -69.5 });
    expect(outlineCentre([])).toBeNull();
  });
});
