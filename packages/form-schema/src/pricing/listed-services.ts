import { z } from "zod";
import { idSchema, priceSchema, shortTextSchema, textSchema, urlTextSchema } from "../fields";

// The services an owner lists beside the specification's two (Mowing Service by yard size and
// frequency, Landscaping by request, which keep their own groups). Each has one pricing method
// (decision 097); the engine in ./engine.ts prices every method the same way for the public form,
// its preview and the server.

/** Up to 12 services on a form: the two defaults and ten listed ones. */
export const MAX_LISTED_SERVICES = 10;
export const MAX_SIZE_OPTIONS = 6;
export const MAX_RATE_BANDS = 6;

export const PRICING_METHODS = ["area_frequency", "program", "one_time", "snow", "request"] as const;
export type PricingMethod = (typeof PRICING_METHODS)[number];
export const PRICING_METHOD_LABELS: Record<PricingMethod, string> = {
  area_frequency: "By measured area and frequency",
  program: "Program (rounds a year)",
  one_time: "One-time",
  snow: "Per push and seasonal (snow)",
  request: "Request only (project details)",
};

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

/** A driveway size of a snow service, with its price per push and for the season. */
export const snowSizeSchema = sizeOptionSchema.omit({ price: true }).extend({
  perPushPrice: priceSchema,
  seasonalPrice: priceSchema,
});

/** "MM-DD": a season repeats every year. */
const monthDaySchema = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Use a date like 11-15.");

export const snowPricingSchema = z.object({
  method: z.literal("snow"),
  sizes: z.array(snowSizeSchema).max(MAX_SIZE_OPTIONS),
  perPushEnabled: z.boolean(),
  seasonalEnabled: z.boolean(),
  seasonStart: monthDaySchema,
  seasonEnd: monthDaySchema,
  /** Pushes the seasonal price covers; null for unlimited. */
  maxPushes: z.number().int().min(1).max(200).nullable(),
  /** The seasonal price is paid in this many equal instalments (the first takes the odd cents). */
  instalments: z.number().int().min(1).max(12),
  /** "We come when snow reaches 2 in." */
  triggerInches: z.number().min(0.5).max(24),
  /** Dollars per inch above extraInchesOver; 0 for none. */
  extraInchPrice: priceSchema,
  extraInchesOver: z.number().min(1).max(48),
});

export const pricingSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("area_frequency"), rates: areaRatesSchema, frequencies: frequencyTogglesSchema }),
  z.object({
    method: z.literal("program"),
    rounds: z.number().int().min(1).max(24),
    price: priceBasisSchema,
  }),
  z.object({ method: z.literal("one_time"), price: priceBasisSchema }),
  snowPricingSchema,
  z.object({ method: z.literal("request") }),
]);

export const listedServiceSchema = z.object({
  id: idSchema,
  enabled: z.boolean(),
  name: shortTextSchema,
  description: textSchema,
  image: urlTextSchema,
  order: z.number().int().min(0).max(99),
  pricing: pricingSchema,
});

export const listedServicesSchema = z
  .array(listedServiceSchema)
  .max(MAX_LISTED_SERVICES)
  .refine((list) => new Set(list.map((s) => s.id)).size === list.length, "Service ids must be unique");

export type SizeOption = z.infer<typeof sizeOptionSchema>;
export type RateBand = z.infer<typeof rateBandSchema>;
export type AreaRates = z.infer<typeof areaRatesSchema>;
export type PriceBasis = z.infer<typeof priceBasisSchema>;
export type FrequencyToggles = z.infer<typeof frequencyTogglesSchema>;
export type SnowSize = z.infer<typeof snowSizeSchema>;
export type SnowPricing = z.infer<typeof snowPricingSchema>;
export type Pricing = z.infer<typeof pricingSchema>;
export type ListedService = z.infer<typeof listedServiceSchema>;
