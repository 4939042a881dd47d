import type { YardSizes } from "../../../form-document";
import type { PricingInput } from "../../pricing-input";

// Mowing's pricing is not a listed service's `pricing`: it is read from the form document's own
// yardSizes group, its prices in dollars as stored, and turned into cents by the method
// (decision 127). The builder edits it on its own step (Yard sizes).

export const MOWING_METHOD = "size_frequency";

export interface MowingPricing {
  method: typeof MOWING_METHOD;
  yardSizes: YardSizes;
}

/** The mowing service's pricing as the engine reads it from a document. */
export function mowingPricing(doc: Pick<PricingInput, "yardSizes">): MowingPricing {
  return { method: MOWING_METHOD, yardSizes: doc.yardSizes };
}
