import { z } from "zod";
import { priceBasisSchema } from "../shapes";

/** A price per round, by size card or area, for a number of rounds a year. */
export const programPricingSchema = z.object({
  method: z.literal("program"),
  rounds: z.number().int().min(1).max(24),
  price: priceBasisSchema,
});
