import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import { defaultServiceArea, type ServiceArea } from "./service-area";
import {
  checkServiceArea,
  distanceMiles,
  outsideMessageFor,
  placedLeadArea,
  pointInPolygon,
  travelFeeCents,
  zipListed,
} from "./service-area-check";

const springfield = { lat: 39.7817, lng: -89.6501, label: "1 Main St, Springfield IL" };
const area = (over: Partial<ServiceArea>): ServiceArea => ({ ...defaultServiceArea(), ...over });
/** A point due north of a centre by some miles (1 degree of latitude is 69.09 mi on this sphere). */
const north = (miles: number) => ({
  lat: springfield.lat + miles / ((3958.7613 * Math.PI) / 180),
  lng: springfield.lng,
});

describe("distanceMiles", () => {
  it("measures a known distance and zero", () => {
    const chicago = { lat: 41.8781, lng: -87.6298 };
    expect(distanceMiles(springfield, chicago)).toBeGreaterThan(170);
    expect(distanceMiles(springfield, chicago)).toBeLessThan(180);
    expect(distanceMiles(springfield, springfield)).toBe(0);
    expect(distanceMiles(springfield, north(10))).toBeCloseTo(10, 9);
  });
});

describe("pointInPolygon", () => {
  // A "U": two arms joined at the bottom; the notch between the arms is outside.
  const u = [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 3 },
    { lat: 3, lng: 3 },
    { lat: 3, lng: 2 },
    { lat: 1, lng: 2 },
    { lat: 1, lng: 1 },
    { lat: 3, lng: 1 },
    { lat: 3, lng: 0 },
  ];
  it("holds points in both arms and the base of a concave ring", () => {
    expect(pointInPolygon({ lat: 2, lng: 0.5 }, u)).toBe(true);
    expect(pointInPolygon({ lat: 2, lng: 2.5 }, u)).toBe(true);
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, u)).toBe(true);
  });
  it("leaves out the notch and points beyond the ring", () => {
    expect(pointInPolygon({ lat: 2, lng: 1.5 }, u)).toBe(false);
    expect(pointInPolygon({ lat: 4, lng: 1.5 }, u)).toBe(false);
    expect(pointInPolygon({ lat: 1, lng: -1 }, u)).toBe(false);
  });
});

describe("zipListed", () => {
  it("matches without case, spaces or dashes, and a ZIP+4 by its ZIP", () => {
    expect(zipListed(["K1A 0B1"], "k1a0b1")).toBe(true);
    expect(zipListed(["62704"], " 62704 ")).toBe(true);
    expect(zipListed(["62704"], "62704-1234")).toBe(true);
    expect(zipListed(["62704"], "62705")).toBe(false);
    expect(zipListed(["62704"], "")).toBe(false);
  });
});

describe("checkServiceArea", () => {
  it("is inside for every visitor when no area is set", () => {
    expect(checkServiceArea(defaultServiceArea(), { zip: "99999", point: null })).toMatchObject({
      inside: true,
      reason: "no_area",
    });
  });
  it("decides by the ZIP list alone when only ZIPs are set", () => {
    const zips = area({ zipCodes: ["62704"] });
    expect(checkServiceArea(zips, { zip: "62704", point: null }).reason).toBe("zip");
    expect(checkServiceArea(zips, { zip: "62711", point: null })).toMatchObject({ inside: false, reason: "outside" });
    expect(checkServiceArea(zips, { zip: null, point: null }).inside).toBe(false);
  });
  it("counts a point exactly on the radius as inside and just past it as outside", () => {
    const round = area({ radius: { miles: 10, centre: springfield } });
    expect(checkServiceArea(round, { zip: null, point: north(10) })).toMatchObject({ inside: true, reason: "radius" });
    expect(checkServiceArea(round, { zip: null, point: north(10.01) })).toMatchObject({
      inside: false,
      reason: "outside",
    });
  });
  it("treats an unknown point as inside when a radius or drawn area would have decided", () => {
    const round = area({ radius: { miles: 10, centre: springfield }, zipCodes: ["62704"] });
    expect(checkServiceArea(round, { zip: "62711", point: null })).toEqual({
      inside: true,
      reason: "unknown_point",
      miles: null,
    });
  });
  it("is inside any one of the areas: a listed ZIP far away, or a drawn area past the radius", () => {
    const box = [
      { lat: 40, lng: -90 },
      { lat: 40, lng: -89 },
      { lat: 41, lng: -89 },
      { lat: 41, lng: -90 },
    ];
    const mixed = area({
      zipCodes: ["60601"],
      radius: { miles: 5, centre: springfield },
      drawn: [{ name: "North", points: box }],
    });
    expect(checkServiceArea(mixed, { zip: "60601", point: { lat: 41.88, lng: -87.62 } }).reason).toBe("zip");
    expect(checkServiceArea(mixed, { zip: "61000", point: { lat: 40.5, lng: -89.5 } })).toMatchObject({
      inside: true,
      reason: "drawn",
    });
    const far = checkServiceArea(mixed, { zip: "61000", point: { lat: 39, lng: -89.5 } });
    expect(far.inside).toBe(false);
    expect(far.miles).toBeGreaterThan(5);
  });
});

describe("travelFeeCents", () => {
  const bands = [
    { upToMiles: 5, feeCents: 0 },
    { upToMiles: 10, feeCents: 500 },
    { upToMiles: 20, feeCents: 1200 },
  ];
  it("puts a boundary in the nearer band", () => {
    expect(travelFeeCents(bands, 0)).toBe(0);
    expect(travelFeeCents(bands, 5)).toBe(0);
    expect(travelFeeCents(bands, 5.0001)).toBe(500);
    expect(travelFeeCents(bands, 10)).toBe(500);
    expect(travelFeeCents(bands, 19.99)).toBe(1200);
  });
  it("keeps the last band's fee beyond it, and charges nothing without bands or a distance", () => {
    expect(travelFeeCents(bands, 40)).toBe(1200);
    expect(travelFeeCents([], 7)).toBe(0);
    expect(travelFeeCents(bands, null)).toBe(0);
  });
});

describe("outsideMessageFor", () => {
  it("puts the visitor's ZIP in the owner's words", () => {
    expect(outsideMessageFor(area({ outsideMessage: "We don't serve {zip} yet" }), "62704")).toBe(
      "We don't serve 62704 yet",
    );
    expect(outsideMessageFor(area({ outsideMessage: "Not {zip}" }), null)).toBe("Not your address");
  });
});

describe("a placed lead's standing, as the public form is told it", () => {
  const doc = defaultFormDocument();
  doc.serviceArea = {
    ...defaultServiceArea(),
    radius: { miles: 10, centre: springfield },
    outsideMessage: "Not {zip}",
    travelBands: [{ upToMiles: 5, feeCents: 300 }],
  };
  const north = { lat: 39.88, lng: -89.6501 };

  it("gives the stored point's miles inside, the owner's words outside, nothing without an area", () => {
    const inside = placedLeadArea(doc, { outsideArea: false, location: north, zipcode: "62702" });
    expect(inside).toEqual({ outsideArea: false, travelMiles: distanceMiles(springfield, north) });
    expect(placedLeadArea(doc, { outsideArea: true, location: north, zipcode: " 62999 " })).toEqual({
      outsideArea: true,
      message: "Not 62999",
    });
    expect(placedLeadArea(doc, { outsideArea: false, location: null, zipcode: null })).toEqual({ outsideArea: false });
    const noBands = { ...doc, serviceArea: { ...doc.serviceArea, travelBands: [] } };
    expect(placedLeadArea(noBands, { outsideArea: false, location: north, zipcode: null })).toEqual({
      outsideArea: false,
    });
    expect(placedLeadArea(defaultFormDocument(), { outsideArea: false, location: north, zipcode: null })).toBeNull();
  });
});
