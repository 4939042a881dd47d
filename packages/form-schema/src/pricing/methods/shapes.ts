import { z } from "zod";
import { idSchema, priceSchema, shortTextSchema, textSchema } from "../../fields";

// The pieces more than one pricing method is made of (a size card, area bands, a price basis).
// listed-services.ts re-exports them beside the methods' union; each method's own branch lives in
// its folder.

export const MAX_SIZE_OPTIONS = 6;
export const MAX_RATE_BANDS = 6;

/** A size card of a listed service: "1-car driveway", "Up to 5,000 sq ft". */
export const sizeOptionSchema = z.object({
  id: idSchema,
  enabled: z.boolean(),
  label: shortTextSchema,
  description: textSchema,
  /** Dollars per unit of the method: a visit, a round, the job. */
  price: priceSchema,
});

/** Area bands: each band's rate applies to the whole area when the area falls in it. */
export const rateBandSchema = z.object({
  /** The band's upper bound in sq ft; null for the last band (and above). */
  upToSqFt: z.number().int().min(1).max(10_000_000).nullable(),
  /** Dollars per 1,000 sq ft. */
  ratePerThousandSqFt: priceSchema,
});

export const areaRatesSchema = z.object({
  bands: z.array(rateBandSchema).min(1).max(MAX_RATE_BANDS),
  /** Dollars: no unit is priced below it. */
  minimum: priceSchema,
});

/** Priced by a size card the visitor picks, or by the lawn they measure on the map. */
export const priceBasisSchema = z.discriminatedUnion("basis", [
  z.object({ basis: z.literal("size"), sizes: z.array(sizeOptionSchema).max(MAX_SIZE_OPTIONS) }),
  z.object({ basis: z.literal("area"), rates: areaRatesSchema }),
]);

export const frequencyTogglesSchema = z.object({ weekly: z.boolean(), biweekly: z.boolean(), monthly: z.boolean() });

export type SizeOption = z.infer<typeof sizeOptionSchema>;
export type RateBand = z.infer<typeof rateBandSchema>;
export type AreaRates = z.infer<typeof areaRatesSchema>;
export type PriceBasis = z.infer<typeof priceBasisSchema>;
export type FrequencyToggles = z.infer<typeof frequencyTogglesSchema>;
