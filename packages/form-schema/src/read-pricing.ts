import { LIMITS } from "./constants";
import { defaultPricing, newListedService } from "./listed-service-defaults";
import {
  MAX_LISTED_SERVICES,
  PRICING_METHODS,
  listedServiceSchema,
  type ListedService,
  type Pricing,
  type PricingMethod,
} from "./pricing/listed-services";
import { storedDefinitionOf } from "./pricing/methods/stored-registry";
import { defaultPricingSettings, pricingSettingsSchema, type PricingSettings } from "./pricing/pricing-settings";
import { isPlainObject, repair } from "./repair";

// Tolerant reading of the pricing groups (listed services, pricing settings), like read-groups.ts does for the
// others: a broken value falls back to its default key by key, so one bad price never drops a
// service, and one bad service never drops the others. Generic repair cannot see into the
// discriminated unions (a method, a price basis), so each is repaired as the variant it says it is:
// a pricing by its method's own read (pricing/methods/<method>/stored.ts).

function readPricing(raw: unknown): Pricing {
  const method = isPlainObject(raw) ? raw.method : undefined;
  // An unknown method cannot be priced; a request at least still reaches the owner.
  if (!PRICING_METHODS.includes(method as PricingMethod)) return defaultPricing("request");
  return storedDefinitionOf(method as PricingMethod).read(raw as Record<string, unknown>);
}

/**
 * The listed services in the owner's order (orders renumbered 0..n), at most ten, each with an id
 * of its own: a missing or repeated id would make a visitor's choice ambiguous.
 */
export function readListedServices(raw: unknown): ListedService[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw
    .filter(isPlainObject)
    .map((s, index) => ({ s, index, order: typeof s.order === "number" ? s.order : index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .slice(0, MAX_LISTED_SERVICES)
    .map(({ s }, order) => {
      let id = typeof s.id === "string" && s.id !== "" && s.id.length <= LIMITS.id ? s.id : `service-${order + 1}`;
      while (seen.has(id)) id = `${id}-${order + 1}`;
      seen.add(id);
      const pricing = readPricing(s.pricing);
      const fallback = { ...newListedService(id, pricing.method, order), enabled: false };
      return { ...repair(listedServiceSchema, { ...s, pricing }, fallback), id, order };
    });
}

/** Promo codes are matched without regard to case, so of two equal codes the first is kept. */
export function readPricingSettings(raw: unknown): PricingSettings {
  const input = isPlainObject(raw) ? { ...raw } : {};
  if (Array.isArray(input.promoCodes)) {
    const seen = new Set<string>();
    input.promoCodes = input.promoCodes.filter((code) => {
      if (!isPlainObject(code) || typeof code.code !== "string") return false;
      const key = code.code.trim().toUpperCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return repair(pricingSettingsSchema, input, defaultPricingSettings());
}
