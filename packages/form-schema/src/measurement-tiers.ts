import { wholeNumberText } from "./number-text";
import type { YardSizes } from "./form-document";
import { SQ_FT_PER_ACRE } from "./area-units";
import type { MeasurementSettings } from "./measurement-settings";

// The tier ranges of map measurement, free of zod and of the area library so the public form's
// first download can price a measured lawn without them.

const FALLBACK_BOUNDS = { small: SQ_FT_PER_ACRE / 4, medium: SQ_FT_PER_ACRE / 2 };

/**
 * The largest area a description names: "Up to 1/4 acre" -> 10,890, "1/4 to 1/2 acre" -> 21,780,
 * "8,000 sq ft" -> 8,000. Null when it names none.
 */
export function areaFromDescription(description: string): number | null {
  const text = description.toLowerCase().replace(/(\d),(\d{3})/g, "$1$2");
  const unit = /acre|ac\b/.test(text) ? SQ_FT_PER_ACRE : /sq|square|ft²/.test(text) ? 1 : null;
  if (unit === null) return null;
  const numbers = [...text.matchAll(/(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+))?/g)].map(
    (m) => Number(m[1]) / (m[2] ? Number(m[2]) : 1),
  );
  const valid = numbers.filter((n) => Number.isFinite(n) && n > 0);
  return valid.length ? Math.round(Math.max(...valid) * unit) : null;
}

export type TierBounds = { smallMaxSqFt: number; mediumMaxSqFt: number };

/** The Small and Medium upper bounds as the owner set them, or as the descriptions (else 1/4 and 1/2 acre) say. */
export function declaredTierBounds(yardSizes: YardSizes, settings: MeasurementSettings): TierBounds {
  return {
    smallMaxSqFt: settings.smallMaxSqFt ?? areaFromDescription(yardSizes.small.description) ?? FALLBACK_BOUNDS.small,
    mediumMaxSqFt:
      settings.mediumMaxSqFt ?? areaFromDescription(yardSizes.medium.description) ?? FALLBACK_BOUNDS.medium,
  };
}

/**
 * The Small and Medium upper bounds in effect. Publishing refuses overlapping ranges
 * (measurement-problems), but a draft may have them: keep the order the labels promise.
 */
export function tierBounds(yardSizes: YardSizes, settings: MeasurementSettings): TierBounds {
  const { smallMaxSqFt, mediumMaxSqFt } = declaredTierBounds(yardSizes, settings);
  if (mediumMaxSqFt > smallMaxSqFt) return { smallMaxSqFt, mediumMaxSqFt };
  return { smallMaxSqFt, mediumMaxSqFt: Math.max(smallMaxSqFt * 2, FALLBACK_BOUNDS.medium) };
}

/** "12,345 sq ft" */
export function formatSqFt(areaSqFt: number): string {
  return `${wholeNumberText(areaSqFt)} sq ft`;
}
