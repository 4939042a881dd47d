import type { PricingMethod } from "../listed-services";
import { areaFrequencyMethod } from "./area-frequency";
import type { ListedMethodDefinition, MethodDefinition, QuoteMethod, QuotePricing } from "./method-definition";
import { mowingMethod } from "./mowing";
import { oneTimeMethod } from "./one-time";
import { programMethod } from "./program";
import { requestMethod } from "./request";
import { snowMethod } from "./snow";

// Every pricing method's definition, one line each (docs/architecture.md, "Adding a
// pricing method"). A method in PRICING_METHODS without a line here fails the typecheck; so does
// mowing's, which no listed service may choose (decision 127).

export const PRICING_METHOD_DEFINITIONS = {
  area_frequency: areaFrequencyMethod,
  program: programMethod,
  one_time: oneTimeMethod,
  snow: snowMethod,
  request: requestMethod,
  size_frequency: mowingMethod,
} satisfies { [M in QuoteMethod]: MethodDefinition<M> };

/**
 * A listed method's definition, widened to take any pricing: TypeScript cannot tie a lookup by a
 * union of methods to the pricing of that same method, so callers give it only pricing of that method.
 */
export function definitionOf(method: PricingMethod): ListedMethodDefinition<PricingMethod> {
  return PRICING_METHOD_DEFINITIONS[method] as unknown as ListedMethodDefinition<PricingMethod>;
}

/** The definition of a pricing's own method (mowing's too), to call with that pricing. */
export function methodOf(pricing: QuotePricing): MethodDefinition<QuoteMethod> {
  return PRICING_METHOD_DEFINITIONS[pricing.method] as unknown as MethodDefinition<QuoteMethod>;
}
