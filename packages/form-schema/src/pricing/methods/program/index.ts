import type { ListedMethodDefinition, PricingOf } from "../method-definition";
import { basisFindings } from "../findings";
import { basisFloorCents, basisPriceCents, basisSizeCards } from "../price-basis";

type ProgramPricing = PricingOf<"program">;

// A price per round (by size card or area) for a number of rounds a year: the visitor sees the
// round's price and the year's.

const SIZE_NOUN = "Lawn size";

const defaults = (): ProgramPricing => ({ method: "program", rounds: 6, price: { basis: "size", sizes: [] } });

export const programMethod: ListedMethodDefinition<"program"> = {
  defaults,
  sizeCards: (pricing) => basisSizeCards(pricing.price),
  pricedByArea: (pricing) => pricing.price.basis === "area",
  offers(pricing, measure) {
    const cents = basisPriceCents(pricing.price, measure);
    if (cents === null) return [];
    return [{ plan: "program", unit: "round", cents, floor: basisFloorCents(pricing.price), quantity: pricing.rounds }];
  },
  sizeNoun: () => SIZE_NOUN,
  findings: (pricing) => basisFindings(pricing.price, SIZE_NOUN.toLowerCase()),
};
