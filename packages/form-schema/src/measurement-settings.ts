import { z } from "zod";
import { priceSchema } from "./fields";
import type { YardSizes } from "./form-document";

// Map measurement settings of a form (issue 18). They live inside the yardSizes group because
// they price the same tiers; a stored form without them reads as "measurement off" through the
// tolerant reader's key-by-key repair, so no data migration is needed.

export const SQ_FT_PER_ACRE = 43_560;

/** The largest area anything accepts: 100 acres. A lawn-care quote beyond it is a mistake or abuse. */
export const MAX_MEASURABLE_SQ_FT = 100 * SQ_FT_PER_ACRE;

export const MEASUREMENT_PRICING = ["tiers", "rate"] as const;
export type MeasurementPricing = (typeof MEASUREMENT_PRICING)[number];

const areaSchema = z.number().int().min(1).max(MAX_MEASURABLE_SQ_FT);

export const measurementSettingsSchema = z.object({
  enabled: z.boolean(),
  /** tiers: the area picks Small / Medium / Large; rate: a price per 1,000 sq ft. */
  pricing: z.enum(MEASUREMENT_PRICING),
  /** Upper bounds of the Small and Medium tiers; null reads the bound from the tier's description. */
  smallMaxSqFt: areaSchema.nullable(),
  mediumMaxSqFt: areaSchema.nullable(),
  ratePerThousandSqFt: z.object({ weekly: priceSchema, biweekly: priceSchema, monthly: priceSchema }),
  minimumPrice: priceSchema,
  /** Above it the visitor is sent to the custom-size path (project details) instead of a price. */
  maxSqFt: areaSchema,
});

export type MeasurementSettings = z.infer<typeof measurementSettingsSchema>;

export function defaultMeasurementSettings(): MeasurementSettings {
  return {
    enabled: false,
    pricing: "tiers",
    smallMaxSqFt: null,
    mediumMaxSqFt: null,
    ratePerThousandSqFt: { weekly: 0, biweekly: 0, monthly: 0 },
    minimumPrice: 0,
    maxSqFt: 2 * SQ_FT_PER_ACRE,
  };
}

const FALLBACK_BOUNDS = { small: SQ_FT_PER_ACRE / 4, medium: SQ_FT_PER_ACRE / 2 };

/**
 * The largest area a description names: "Up to 1/4 acre" -> 10,890, "1/4 to 1/2 acre" -> 21,780,
 * "8,000 sq ft" -> 8,000. Null when it names none.
 */
export function areaFromDescription(description: string): number | null {
  const text = description.toLowerCase().replace(/(\d),(\d{3})/g, "$1$2");
  const unit = /acre|ac\b/.test(text) ? SQ_FT_PER_ACRE : /sq|square|ft²/.test(text) ? 1 : null;
  if (unit === null) return null;
  const numbers = [...text.matchAll(/(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+))?/g)].map((m) => Number(m[1]) / (m[2] ? Number(m[2]) : 1));
  const valid = numbers.filter((n) => Number.isFinite(n) && n > 0);
  return valid.length ? Math.round(Math.max(...valid) * unit) : null;
}

export type TierBounds = { smallMaxSqFt: number; mediumMaxSqFt: number };

/** The Small and Medium upper bounds in effect: the owner's, else read from descriptions, else 1/4 and 1/2 acre. */
export function tierBounds(yardSizes: YardSizes, settings: MeasurementSettings): TierBounds {
  const smallMaxSqFt = settings.smallMaxSqFt ?? areaFromDescription(yardSizes.small.description) ?? FALLBACK_BOUNDS.small;
  let mediumMaxSqFt = settings.mediumMaxSqFt ?? areaFromDescription(yardSizes.medium.description) ?? FALLBACK_BOUNDS.medium;
  // Overlapping ranges would make the medium tier unreachable; keep the order the labels promise.
  if (mediumMaxSqFt <= smallMaxSqFt) mediumMaxSqFt = Math.max(smallMaxSqFt * 2, FALLBACK_BOUNDS.medium);
  return { smallMaxSqFt, mediumMaxSqFt };
}

/** "12,345 sq ft" */
export function formatSqFt(areaSqFt: number): string {
  return `${new Intl.NumberFormat("en-US").format(Math.round(areaSqFt))} sq ft`;
}
