import { ADDRESS_FIELD_TYPES } from "./contact-fields";
import type { MapPoint, ServiceArea, TravelBand } from "./service-area";

// Whether a visitor's address is inside a form's service area (docs/decisions/120), pure so the
// server decides it and tests pin it. The server alone calls checkServiceArea: the point comes
// from the lead it stored, never from the browser.

/**
 * Where a lead stands in the form's service area (docs/decisions/120), answered with its first
 * record when the form has an area: outside, the owner's words to show in place of any price.
 * A type only: the public page's first download carries no schema it does not parse.
 */
export type LeadArea = { outsideArea: false; travelMiles?: number } | { outsideArea: true; message: string };

/**
 * Whether a form's area applies: the owner set one and the form asks for some part of the address.
 * Free of zod (service-area.ts has the schemas) so the public form's first chunk can ask it.
 */
export function areaSet(doc: {
  serviceArea: ServiceArea;
  customerFields: { fields: readonly { type: string; enabled: boolean }[] };
}): boolean {
  const { zipCodes, radius, drawn } = doc.serviceArea;
  const anyArea = zipCodes.length > 0 || radius !== null || drawn.length > 0;
  const address: readonly string[] = ADDRESS_FIELD_TYPES;
  return anyArea && doc.customerFields.fields.some((f) => f.enabled && address.includes(f.type));
}

const EARTH_RADIUS_MILES = 3958.7613;
/** Rounding slack so an address exactly on the radius (a float a hair over) counts as inside. */
const EDGE_MILES = 1e-9;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine); plenty for a local business's few miles. */
export function distanceMiles(a: MapPoint, b: MapPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether a point is inside a closed ring (ray casting, even-odd), concave rings included. Lat/lng
 * are treated as a plane, which is exact enough for an area drawn around a town.
 */
export function pointInPolygon(point: MapPoint, ring: readonly MapPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lngAtLat = ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
      if (point.lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}

/** A postal code compared without case, spaces or dashes: "k1a 0b1" is "K1A0B1", "62704-1234" keeps its +4. */
export function normalisePostalCode(code: string): string {
  return code.replace(/[\s-]+/g, "").toUpperCase();
}

/** Whether a ZIP is on the list; a ZIP+4 also matches its 5-digit ZIP. */
export function zipListed(zipCodes: readonly string[], zip: string): boolean {
  const typed = normalisePostalCode(zip);
  if (typed === "") return false;
  const five = /^\d{9}$/.test(typed) ? typed.slice(0, 5) : null;
  return zipCodes.some((code) => {
    const listed = normalisePostalCode(code);
    return listed === typed || listed === five;
  });
}

export type AreaReason = "no_area" | "zip" | "radius" | "drawn" | "unknown_point" | "outside";
export type AreaCheck = {
  inside: boolean;
  reason: AreaReason;
  /** From the radius centre; null without a radius or point. */ miles: number | null;
};

/**
 * Inside when any of the owner's areas holds the visitor: their ZIP is listed, the point is within
 * the radius, or the point is in a drawn area. No area set: inside.
 *
 * Without a point (no pin, geocoder off or found nothing) only the ZIP list can decide. If the
 * owner set a radius or drawn area and the ZIP list does not hold the visitor, they are treated
 * as inside ("unknown_point"): a geocoder outage must never turn a customer away, the owner sees
 * the lead anyway, and the travel fee is then left off because the distance is unknown. A form
 * with only a ZIP list still says outside for an unlisted ZIP.
 */
export function checkServiceArea(area: ServiceArea, at: { zip: string | null; point: MapPoint | null }): AreaCheck {
  const miles = area.radius && at.point ? distanceMiles(area.radius.centre, at.point) : null;
  if (area.zipCodes.length === 0 && area.radius === null && area.drawn.length === 0) {
    return { inside: true, reason: "no_area", miles };
  }
  if (at.zip && zipListed(area.zipCodes, at.zip)) return { inside: true, reason: "zip", miles };
  if (at.point) {
    if (area.radius && miles !== null && miles <= area.radius.miles + EDGE_MILES) {
      return { inside: true, reason: "radius", miles };
    }
    if (area.drawn.some((d) => pointInPolygon(at.point!, d.points))) return { inside: true, reason: "drawn", miles };
    return { inside: false, reason: "outside", miles };
  }
  const pointWouldDecide = area.radius !== null || area.drawn.length > 0;
  return pointWouldDecide
    ? { inside: true, reason: "unknown_point", miles: null }
    : { inside: false, reason: "outside", miles };
}

/**
 * The travel fee for a distance: the first band that reaches it (a boundary belongs to the nearer
 * band: 5 mi is in "up to 5"). Beyond the last band the last band's fee holds, since the visitor
 * is inside the area by some other rule. No bands or no distance: 0.
 */
export function travelFeeCents(bands: readonly TravelBand[], miles: number | null): number {
  if (miles === null || bands.length === 0) return 0;
  const band = bands.find((b) => miles <= b.upToMiles + EDGE_MILES) ?? bands[bands.length - 1]!;
  return band.feeCents;
}

/** The owner's words for an outside visitor, with their ZIP in place of "{zip}". */
export function outsideMessageFor(area: ServiceArea, zip: string | null): string {
  const shown = zip?.trim() || "your address";
  return area.outsideMessage.replaceAll("{zip}", shown);
}

/**
 * What the public form is told of a lead already placed, from what the server stored: its words
 * when outside, else the miles the accept prices the travel fee with (the same distance
 * quotes/service-area.service.ts `leadTravelMiles` measures), only where a band could apply. The
 * lead's first record, a kept lead coming back and a follow-up link all answer this, so a
 * returning visitor's card shows the travel line the server will charge. Null: no area applies.
 */
export function placedLeadArea(
  doc: Parameters<typeof areaSet>[0],
  lead: { outsideArea: boolean; location: MapPoint | null; zipcode: string | null },
): LeadArea | null {
  if (!areaSet(doc)) return null;
  const area = doc.serviceArea;
  if (lead.outsideArea) return { outsideArea: true, message: outsideMessageFor(area, lead.zipcode?.trim() || null) };
  const centre = area.radius?.centre;
  if (area.travelBands.length === 0 || !centre || !lead.location) return { outsideArea: false };
  return { outsideArea: false, travelMiles: distanceMiles(centre, lead.location) };
}
