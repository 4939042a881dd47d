import area from "@turf/area";
import { z } from "zod";
import { MAX_MEASURABLE_SQ_FT } from "./area-units";
import { formatSqFt } from "./measurement-tiers";

// The lawn a visitor outlined on the map: a GeoJSON MultiPolygon (longitude, latitude), one
// polygon per lawn area, its later rings the cut-outs (beds, the house). The browser shows an
// area, but the server recomputes it from these outlines with the same function.

export const SQ_FT_PER_SQ_M = 10.763_910_416_709_722;

export const LAWN_LIMITS = { areas: 20, cutOutsPerArea: 20, points: 1000 } as const;

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-85).max(85)]);
// Loose array bounds keep parsing cheap; checkLawnOutlines gives the messages a person can act on.
const ring = z.array(position).max(LAWN_LIMITS.points + 1);

export const lawnOutlinesSchema = z.object({
  type: z.literal("MultiPolygon"),
  coordinates: z.array(z.array(ring).max(LAWN_LIMITS.cutOutsPerArea + 2)).max(LAWN_LIMITS.areas + 1),
});

export type LawnOutlines = z.infer<typeof lawnOutlinesSchema>;
type Position = [number, number];

/** Geodesic area of the outlines in square feet, cut-outs subtracted. */
export function outlinesAreaSqFt(outlines: LawnOutlines): number {
  return area(outlines) * SQ_FT_PER_SQ_M;
}

// Planar tests on longitude/latitude are exact enough for shapes the size of a yard.
function orientation(a: Position, b: Position, c: Position): number {
  const v = (b[1] - a[1]) * (c[0] - b[0]) - (b[0] - a[0]) * (c[1] - b[1]);
  return v === 0 ? 0 : v > 0 ? 1 : -1;
}

function onSegment(a: Position, b: Position, p: Position): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

export function segmentsCross(a: Position, b: Position, c: Position, d: Position): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

function edges(ringPoints: Position[]): [Position, Position][] {
  return ringPoints.slice(0, -1).map((p, i) => [p, ringPoints[i + 1]]);
}

function ringCrossesItself(ringPoints: Position[]): boolean {
  const list = edges(ringPoints);
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      // Neighbouring edges share a point by construction (and the last touches the first).
      if (j === i + 1 || (i === 0 && j === list.length - 1)) continue;
      if (segmentsCross(list[i][0], list[i][1], list[j][0], list[j][1])) return true;
    }
  }
  return false;
}

function ringsCross(a: Position[], b: Position[]): boolean {
  return edges(a).some(([p, q]) => edges(b).some(([r, s]) => segmentsCross(p, q, r, s)));
}

export function pointInRing(point: Position, ringPoints: Position[]): boolean {
  let inside = false;
  for (const [a, b] of edges(ringPoints)) {
    if (a[1] > point[1] !== b[1] > point[1] && point[0] < ((b[0] - a[0]) * (point[1] - a[1])) / (b[1] - a[1]) + a[0])
      inside = !inside;
  }
  return inside;
}

export type LawnCheck = { ok: true; areaSqFt: number } | { ok: false; message: string };

function shapeProblem(outlines: LawnOutlines): string | null {
  const polygons = outlines.coordinates as Position[][][];
  if (polygons.length === 0) return "Please outline your lawn on the map first.";
  if (polygons.length > LAWN_LIMITS.areas) return `Please outline at most ${LAWN_LIMITS.areas} lawn areas.`;
  const points = polygons.flat().reduce((sum, r) => sum + r.length - 1, 0);
  if (points > LAWN_LIMITS.points)
    return `Your outline has ${points} points; please redraw it with at most ${LAWN_LIMITS.points}.`;
  for (const rings of polygons) {
    if (rings.length === 0) return "One lawn area has no outline.";
    if (rings.length - 1 > LAWN_LIMITS.cutOutsPerArea)
      return `Please cut out at most ${LAWN_LIMITS.cutOutsPerArea} areas from one lawn area.`;
    for (const r of rings) {
      if (r.length < 4) return "Each outline needs at least three points.";
      const [first, last] = [r[0], r[r.length - 1]];
      if (first[0] !== last[0] || first[1] !== last[1])
        return "An outline is not closed; finish it on its first point.";
      if (ringCrossesItself(r)) return "An outline crosses itself. Please redraw it so its edges do not cross.";
    }
    const [outer, ...holes] = rings;
    for (const [i, hole] of holes.entries()) {
      if (ringsCross(outer, hole) || !pointInRing(hole[0], outer)) return "A cut-out must lie inside its lawn area.";
      if (holes.slice(i + 1).some((other) => ringsCross(hole, other) || pointInRing(other[0], hole)))
        return "Two cut-outs overlap.";
    }
  }
  for (let i = 0; i < polygons.length; i++) {
    for (let j = i + 1; j < polygons.length; j++) {
      const [a, b] = [polygons[i][0], polygons[j][0]];
      // Overlapping areas would be counted twice.
      if (ringsCross(a, b) || pointInRing(a[0], b) || pointInRing(b[0], a))
        return "Two lawn areas overlap; please draw them apart.";
    }
  }
  return null;
}

/** The geodesic area of a visitor's outlines, or why they cannot be priced. */
export function checkLawnOutlines(outlines: LawnOutlines): LawnCheck {
  const problem = shapeProblem(outlines);
  if (problem) return { ok: false, message: problem };
  const areaSqFt = outlinesAreaSqFt(outlines);
  if (!(areaSqFt >= 1)) return { ok: false, message: "Your outline has no area. Please outline your lawn." };
  if (areaSqFt > MAX_MEASURABLE_SQ_FT) {
    return {
      ok: false,
      message: `That outline covers ${formatSqFt(areaSqFt)}, more than we can price online (${formatSqFt(MAX_MEASURABLE_SQ_FT)}). Please outline only your lawn.`,
    };
  }
  return { ok: true, areaSqFt: Math.round(areaSqFt) };
}
