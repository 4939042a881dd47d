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
