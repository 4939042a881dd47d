import { z } from "zod";
import { checkLawnOutlines, lawnOutlinesSchema, type LawnOutlines } from "./lawn-outline";
import { MAX_MEASURABLE_SQ_FT } from "./area-units";

/** What the public form sends: the outlines drawn, or an area typed by a visitor who cannot draw. */
export const measuredLawnSchema = z.union([
  z.object({ outlines: lawnOutlinesSchema }),
  z.object({ typedAreaSqFt: z.number().int().min(1).max(MAX_MEASURABLE_SQ_FT) }),
]);
export type MeasuredLawn = z.infer<typeof measuredLawnSchema>;

export type LawnMeasure =
  { ok: true; areaSqFt: number; outlines: LawnOutlines | null } | { ok: false; message: string };

export function measureLawn(lawn: MeasuredLawn): LawnMeasure {
  if ("typedAreaSqFt" in lawn) return { ok: true, areaSqFt: lawn.typedAreaSqFt, outlines: null };
  const checked = checkLawnOutlines(lawn.outlines);
  return checked.ok ? { ok: true, areaSqFt: checked.areaSqFt, outlines: lawn.outlines } : checked;
}
