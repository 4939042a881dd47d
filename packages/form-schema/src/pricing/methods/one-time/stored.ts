import { repair } from "../../../repair";
import { readPriceBasis } from "../price-basis-read";
import type { StoredMethodDefinition } from "../method-definition";
import { oneTimeMethod } from "./index";
import { oneTimePricingSchema } from "./schema";

// The method's stored shape and how a broken stored copy is read back (zod: kept out of index.ts,
// which the visitor's browser loads to price a quote).

export const oneTimeStoredMethod: StoredMethodDefinition<"one_time"> = {
  schema: oneTimePricingSchema,
  read(raw) {
    const repaired = repair(oneTimePricingSchema, raw, oneTimeMethod.defaults());
    return { ...repaired, price: readPriceBasis(raw.price, repaired.price) };
  },
};
