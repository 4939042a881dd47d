import { z } from "zod";
import { priceBasisSchema } from "../shapes";

/** One job's price, by size card or area. */
export const oneTimePricingSchema = z.object({ method: z.literal("one_time"), price: priceBasisSchema });
