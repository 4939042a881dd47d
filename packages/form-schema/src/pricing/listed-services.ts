import { z } from "zod";
import { idSchema, shortTextSchema, textSchema, urlTextSchema } from "../fields";
import { areaFrequencyPricingSchema } from "./methods/area-frequency/schema";
import { oneTimePricingSchema } from "./methods/one-time/schema";
import { programPricingSchema } from "./methods/program/schema";
import { requestPricingSchema } from "./methods/request/schema";
import { snowPricingSchema } from "./methods/snow/schema";

export {
  MAX_RATE_BANDS,
  MAX_SIZE_OPTIONS,
  areaRatesSchema,
  frequencyTogglesSchema,
  priceBasisSchema,
  rateBandSchema,
  sizeOptionSchema,
  type AreaRates,
  type FrequencyToggles,
  type PriceBasis,
  type RateBand,
  type SizeOption,
} from "./methods/shapes";
export { snowPricingSchema, snowSizeSchema, type SnowPricing, type SnowSize } from "./methods/snow/schema";

// The services an owner lists beside the first two (Mowing Service by yard size and
// frequency, Landscaping by request, which keep their own groups). Each has one pricing method;
// the engine in ./engine.ts prices every method the same way for the public form,
// its preview and the server.

/** Up to 12 services on a form: the two defaults and ten listed ones. */
export const MAX_LISTED_SERVICES = 10;

export const PRICING_METHODS = ["area_frequency", "program", "one_time", "snow", "request"] as const;
export type PricingMethod = (typeof PRICING_METHODS)[number];
export const PRICING_METHOD_LABELS: Record<PricingMethod, string> = {
  area_frequency: "By measured area and frequency",
  program: "Program (rounds a year)",
  one_time: "One-time",
  snow: "Per push and seasonal (snow)",
  request: "Request only (project details)",
};

// Each method's branch of the union lives in its folder under ./methods (registry.ts lists them
// with the rest of each method's behaviour); only the shapes load here, with the public form's
// first step, never the engine.
export const pricingSchema = z.discriminatedUnion("method", [
  areaFrequencyPricingSchema,
  programPricingSchema,
  oneTimePricingSchema,
  snowPricingSchema,
  requestPricingSchema,
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

export type Pricing = z.infer<typeof pricingSchema>;
export type ListedService = z.infer<typeof listedServiceSchema>;
