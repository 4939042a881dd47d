import type { PriceFrequency } from "@yq/form-schema/constants";
import type { OfferedPrice } from "@yq/form-schema/quote";

// The value a quote event carries to the owner's tags (embed.js pushes it to dataLayer / fbq):
// a shown quote is worth its lowest price per visit, an accepted one the price picked. Prices
// are in US dollars everywhere in the product (formatPrice).

export const CURRENCY = "USD";

export type ConversionValue = { value?: number; currency?: typeof CURRENCY; frequency?: PriceFrequency };

export function conversionValue(prices: OfferedPrice[], frequency?: PriceFrequency): ConversionValue {
  const price = frequency
    ? prices.find((p) => p.frequency === frequency)
    : prices.reduce<OfferedPrice | undefined>((low, p) => (!low || p.amount < low.amount ? p : low), undefined);
  if (!price) return {};
  return { value: price.amount, currency: CURRENCY, ...(frequency ? { frequency } : {}) };
}
