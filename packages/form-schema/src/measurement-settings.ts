import { z } from "zod";
import { priceSchema } from "./fields";
import { MAX_MEASURABLE_SQ_FT, SQ_FT_PER_ACRE } from "./area-units";

// Map measurement settings of a form. They live inside the yardSizes group because
// they price the same tiers; a stored form without them reads as "measurement off" through the
// tolerant reader's key-by-key repair, so no data migration is needed.

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
