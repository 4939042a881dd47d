import { z } from "zod";
import { priceSchema } from "../../../fields";
import { MAX_SIZE_OPTIONS, sizeOptionSchema } from "../shapes";

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

export type SnowSize = z.infer<typeof snowSizeSchema>;
export type SnowPricing = z.infer<typeof snowPricingSchema>;
