import { z } from "zod";
import { areaRatesSchema, frequencyTogglesSchema } from "../shapes";

/** A rate for the measured area, per visit, at each frequency switched on. */
export const areaFrequencyPricingSchema = z.object({
  method: z.literal("area_frequency"),
  rates: areaRatesSchema,
  frequencies: frequencyTogglesSchema,
});
