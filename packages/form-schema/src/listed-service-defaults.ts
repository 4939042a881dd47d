import type { ListedService, Pricing, PricingMethod } from "./pricing/listed-services";

// The starting values of a listed service (decision 097): what the builder's "Add service" gives
// for each pricing method and what tolerant reading falls back on, key by key, when a stored
// service is partly broken. Prices start at 0 ("not set") rather than invented figures; the snow
// form's own defaults (snow-defaults.ts) carry real ones.

const noFrequencies = { weekly: false, biweekly: false, monthly: false };

/** The pricing of a method with nothing priced yet; a function, so every caller owns its copy. */
export function defaultPricing(method: PricingMethod): Pricing {
  switch (method) {
    case "area_frequency":
      return {
        method,
        rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 0 }], minimum: 0 },
        frequencies: { ...noFrequencies, weekly: true },
      };
    case "program":
      return { method, rounds: 6, price: { basis: "size", sizes: [] } };
    case "one_time":
      return { method, price: { basis: "size", sizes: [] } };
    case "snow":
      return {
        method,
        sizes: [],
        perPushEnabled: true,
        seasonalEnabled: false,
        seasonStart: "11-15",
        seasonEnd: "04-15",
        maxPushes: null,
        instalments: 1,
        triggerInches: 2,
        extraInchPrice: 0,
        extraInchesOver: 6,
      };
    case "request":
      return { method };
  }
}

/** A new listed service: on, unnamed, after the others. */
export function newListedService(id: string, method: PricingMethod, order: number): ListedService {
  return { id, enabled: true, name: "", description: "", image: "", order, pricing: defaultPricing(method) };
}
