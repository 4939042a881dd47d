import type { MapPoint } from "@yq/form-schema/service-area";

// A day's visits in a simple driving order: from the business address, always to the nearest
// visit not yet made (nearest neighbour). Not the shortest route, but one a crew can follow, and
// the same every time for the same points. Distances are great-circle: no road network is known.

export type RouteStop = { id: string; point: MapPoint | null };

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: MapPoint, b: MapPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The stops with a point in nearest-next order from `start`, then (`unplaced`) the ones without,
 * in the order given (booking order). Without a start the route begins at the first stop with a
 * point. Ties keep the order given.
 */
export function routeOrder(start: MapPoint | null, stops: readonly RouteStop[]) {
  const left = stops.filter((s): s is RouteStop & { point: MapPoint } => s.point !== null);
  const unplaced = stops.filter((s) => s.point === null).map((s) => s.id);
  const order: string[] = [];
  let at = start ?? left[0]?.point ?? null;
  while (left.length > 0 && at) {
    let best = 0;
    for (let i = 1; i < left.length; i++)
      if (distanceKm(at, left[i]!.point) < distanceKm(at, left[best]!.point)) best = i;
    const [next] = left.splice(best, 1);
    order.push(next!.id);
    at = next!.point;
  }
  return { order, unplaced };
}

/** The centre of a lawn outline (GeoJSON MultiPolygon, [lng, lat]): the mean of its outer rings' corners. */
export function outlineCentre(coordinates: readonly (readonly (readonly (readonly number[])[])[])[]): MapPoint | null {
  let lat = 0;
  let lng = 0;
  let n = 0;
  for (const polygon of coordinates) {
    const outer = polygon[0] ?? [];
    // A closed ring repeats its first corner last: counted once.
    const corners = outer.length > 1 ? outer.slice(0, -1) : outer;
    for (const [x, y] of corners) {
      if (typeof x !== "number" || typeof y !== "number") continue;
      lng += x;
      lat += y;
      n += 1;
    }
  }
  return n > 0 ? { lat: lat / n, lng: lng / n } : null;
}
