// Shapes of known size, for tests and journeys: a rectangle of `widthFt` by `heightFt` with its
// south-west corner at (lng, lat), on the sphere @turf/area measures on.

const EARTH_RADIUS_M = 6_378_137;
const M_PER_FT = 0.3048;

export function rectangleRing(lng: number, lat: number, widthFt: number, heightFt: number): [number, number][] {
  const dLat = ((heightFt * M_PER_FT) / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLng = ((widthFt * M_PER_FT) / (EARTH_RADIUS_M * Math.cos((lat * Math.PI) / 180))) * (180 / Math.PI);
  return [
    [lng, lat],
    [lng + dLng, lat],
    [lng + dLng, lat + dLat],
    [lng, lat + dLat],
    [lng, lat],
  ];
}
