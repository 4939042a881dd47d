import { z } from "zod";

/** No price: the visitor describes the project and the owner replies. */
export const requestPricingSchema = z.object({ method: z.literal("request") });
