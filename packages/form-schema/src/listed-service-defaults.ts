import type { ListedService, Pricing, PricingMethod } from "./pricing/listed-services";
import { PRICING_METHOD_DEFINITIONS } from "./pricing/methods/registry";

// The starting values of a listed service: what the builder's "Add service" gives
// for each pricing method and what tolerant reading falls back on, key by key, when a stored
// service is partly broken. Prices start at 0 ("not set") rather than invented figures; the snow
// form's own defaults (snow-defaults.ts) carry real ones. Each method's live in its folder
// (pricing/methods/<method>/index.ts).

/** The pricing of a method with nothing priced yet; a function, so every caller owns its copy. */
export function defaultPricing(method: PricingMethod): Pricing {
  return PRICING_METHOD_DEFINITIONS[method].defaults();
}

/** A new listed service: on, unnamed, after the others. */
export function newListedService(id: string, method: PricingMethod, order: number): ListedService {
  return { id, enabled: true, name: "", description: "", image: "", order, pricing: defaultPricing(method) };
}
