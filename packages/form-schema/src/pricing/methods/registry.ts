import type { Pricing, PricingMethod } from "../listed-services";
import { areaFrequencyMethod } from "./area-frequency";
import type { MethodDefinition } from "./method-definition";
import { oneTimeMethod } from "./one-time";
import { programMethod } from "./program";
import { requestMethod } from "./request";
import { snowMethod } from "./snow";

// Every pricing method's definition, one line each (docs/architecture.md, "Adding a
// pricing method"). A method in PRICING_METHODS without a line here fails the typecheck.

export const PRICING_METHOD_DEFINITIONS = {
  area_frequency: areaFrequencyMethod,
  program: programMethod,
  one_time: oneTimeMethod,
  snow: snowMethod,
  request: requestMethod,
} satisfies { [M in PricingMethod]: MethodDefinition<M> };

/**
 * A method's definition, widened to take any pricing: TypeScript cannot tie a lookup by a union
 * of methods to the pricing of that same method, so callers give it only pricing of that method.
 */
export function definitionOf(method: PricingMethod): MethodDefinition<PricingMethod> {
  return PRICING_METHOD_DEFINITIONS[method] as unknown as MethodDefinition<PricingMethod>;
}

/** The definition of a pricing's own method, to call with that pricing. */
export function methodOf(pricing: Pricing): MethodDefinition<PricingMethod> {
  return definitionOf(pricing.method);
}
