import type { PricingMethod } from "../listed-services";
import { areaFrequencyStoredMethod } from "./area-frequency/stored";
import type { StoredMethodDefinition } from "./method-definition";
import { oneTimeStoredMethod } from "./one-time/stored";
import { programStoredMethod } from "./program/stored";
import { requestStoredMethod } from "./request/stored";
import { snowStoredMethod } from "./snow/stored";

// Every pricing method's stored shape and read repair, one line each, beside registry.ts: two
// registries so that pricing a quote (registry.ts) never loads zod into the visitor's browser.
// A method in PRICING_METHODS without a line here fails the typecheck.

export const STORED_PRICING_METHODS = {
  area_frequency: areaFrequencyStoredMethod,
  program: programStoredMethod,
  one_time: oneTimeStoredMethod,
  snow: snowStoredMethod,
  request: requestStoredMethod,
} satisfies { [M in PricingMethod]: StoredMethodDefinition<M> };

/** A method's stored definition, widened as definitionOf does (registry.ts). */
export function storedDefinitionOf(method: PricingMethod): StoredMethodDefinition<PricingMethod> {
  return STORED_PRICING_METHODS[method] as unknown as StoredMethodDefinition<PricingMethod>;
}
