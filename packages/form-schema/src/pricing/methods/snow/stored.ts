import { repair } from "../../../repair";
import type { StoredMethodDefinition } from "../method-definition";
import { snowMethod } from "./index";
import { snowPricingSchema } from "./schema";

// The method's stored shape and how a broken stored copy is read back (zod: kept out of index.ts,
// which the visitor's browser loads to price a quote).

export const snowStoredMethod: StoredMethodDefinition<"snow"> = {
  schema: snowPricingSchema,
  read: (raw) => repair(snowPricingSchema, raw, snowMethod.defaults()),
};
