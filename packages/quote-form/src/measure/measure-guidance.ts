import { outlinesAreaSqFt } from "@yq/form-schema/lawn-outline";

type Position = [number, number];

/** The shape the visitor is placing points of right now, as far as they have tapped. */
export type OpenShape = { kind: "lawn" | "cutout"; points: readonly Position[] };

export type Guidance = {
  /** The next thing to do, in plain words. */
  text: string;
  /** The area of the open shape from its third point, as if it were closed now (square feet). */
  areaSoFarSqFt: number | null;
};

/**
 * What the measuring step tells the visitor to do next (docs/decisions/089): start, keep going,
 * close the outline, or adjust it. The area so far comes from the same geodesic function the
 * server recomputes the submitted outline with, so the number cannot drift from the final one.
 */
export function measureGuidance(open: OpenShape | null, outlined: boolean): Guidance {
  const count = open?.points.length ?? 0;
  if (!open || count === 0)
    return {
      text: outlined
        ? "Tap Move points and drag a point to adjust, or tap Start over to begin again."
        : "Tap the corners of your lawn to outline it.",
      areaSoFarSqFt: null,
    };
  if (count < 3)
    return {
      text: open.kind === "lawn" ? "Keep tapping around the lawn's edge." : "Keep tapping around the part to cut out.",
      areaSoFarSqFt: null,
    };
  const ring = [...open.points, open.points[0]];
  return {
    text: "Tap the first point to close the outline.",
    areaSoFarSqFt: outlinesAreaSqFt({ type: "MultiPolygon", coordinates: [[ring]] }),
  };
}
