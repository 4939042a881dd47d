import { repair } from "../../../repair";
import { readPriceBasis } from "../price-basis-read";
import type { StoredMethodDefinition } from "../method-definition";
import { programMethod } from "./index";
import { programPricingSchema } from "./schema";

// The method's stored shape and how a broken stored copy is read back (zod: kept out of index.ts,
// which the visitor's browser loads to price a quote).

export const programStoredMethod: StoredMethodDefinition<"program"> = {
  schema: programPricingSchema,
  read(raw) {
    const repaired = repair(programPricingSchema, raw, programMethod.defaults());
    return { ...repaired, price: readPriceBasis(raw.price, repaired.price) };
  },
};
