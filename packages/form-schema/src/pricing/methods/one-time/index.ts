import type { ListedMethodDefinition, PricingOf } from "../method-definition";
import { basisFindings } from "../findings";
import { basisFloorCents, basisPriceCents, basisSizeCards } from "../price-basis";

type OneTimePricing = PricingOf<"one_time">;

// One job, priced by size card or area.

const defaults = (): OneTimePricing => ({ method: "one_time", price: { basis: "size", sizes: [] } });

const sizeNoun = (pricing: OneTimePricing) => (pricing.price.basis === "area" ? "Lawn size" : "Property size");

export const oneTimeMethod: ListedMethodDefinition<"one_time"> = {
  defaults,
  sizeCards: (pricing) => basisSizeCards(pricing.price),
  pricedByArea: (pricing) => pricing.price.basis === "area",
  offers(pricing, measure) {
    const cents = basisPriceCents(pricing.price, measure);
    return cents === null ? [] : [{ plan: "one_time", unit: "job", cents, floor: basisFloorCents(pricing.price) }];
  },
  sizeNoun,
  findings: (pricing) => basisFindings(pricing.price, sizeNoun(pricing).toLowerCase()),
};
