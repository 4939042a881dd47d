import { repair } from "../../../repair";
import type { StoredMethodDefinition } from "../method-definition";
import { requestMethod } from "./index";
import { requestPricingSchema } from "./schema";

// The method's stored shape and how a broken stored copy is read back (zod: kept out of index.ts,
// which the visitor's browser loads to price a quote).

export const requestStoredMethod: StoredMethodDefinition<"request"> = {
  schema: requestPricingSchema,
  read: (raw) => repair(requestPricingSchema, raw, requestMethod.defaults()),
};
