import { repair } from "../../../repair";
import type { StoredMethodDefinition } from "../method-definition";
import { areaFrequencyMethod } from "./index";
import { areaFrequencyPricingSchema } from "./schema";

// The method's stored shape and how a broken stored copy is read back (zod: kept out of index.ts,
// which the visitor's browser loads to price a quote).

export const areaFrequencyStoredMethod: StoredMethodDefinition<"area_frequency"> = {
  schema: areaFrequencyPricingSchema,
  read: (raw) => repair(areaFrequencyPricingSchema, raw, areaFrequencyMethod.defaults()),
};
