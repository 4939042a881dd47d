import { pointInRing, type LawnOutlines } from "@yq/form-schema/lawn-outline";

type Ring = [number, number][];
/** A drawn polygon as the drawing library keeps it: its ring and whether it is a lawn or a cut-out. */
export type DrawnShape = { kind: "lawn" | "cutout"; ring: Ring };

export type Assembled = { outlines: LawnOutlines | null; strayCutOuts: number };

/**
 * The visitor's drawing as the outlines the server measures: each cut-out becomes a hole of the
 * lawn area its first point lies in. A cut-out drawn outside every lawn cannot be placed and is
 * counted, so the step can say so instead of silently ignoring it.
 */
export function assembleOutlines(shapes: readonly DrawnShape[]): Assembled {
  const lawns = shapes.filter((s) => s.kind === "lawn").map((s) => [s.ring]);
  let strayCutOuts = 0;
  for (const cut of shapes.filter((s) => s.kind === "cutout")) {
    const home = lawns.find(([outer]) => pointInRing(cut.ring[0], outer));
    if (home) home.push(cut.ring);
    else strayCutOuts += 1;
  }
  return { outlines: lawns.length ? { type: "MultiPolygon", coordinates: lawns } : null, strayCutOuts };
}

/**
 * The index of the ring's corner nearest to `at` (in screen pixels), if one lies within `reach`
 * pixels. The ring is closed: its last point repeats the first and is not a corner of its own.
 */
export function nearestCorner(
  ring: readonly [number, number][],
  toScreen: (point: [number, number]) => { x: number; y: number },
  at: { x: number; y: number },
  reach: number,
): number | null {
  let best: number | null = null;
  let bestDistance = reach;
  ring.slice(0, -1).forEach((point, index) => {
    const p = toScreen(point);
    const distance = Math.hypot(p.x - at.x, p.y - at.y);
    if (distance <= bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** The closed ring without one corner; null when fewer than three corners would remain. */
export function withoutCorner(ring: readonly [number, number][], index: number): Ring | null {
  const corners = ring.slice(0, -1).filter((_, i) => i !== index);
  return corners.length < 3 ? null : [...corners, corners[0]];
}
