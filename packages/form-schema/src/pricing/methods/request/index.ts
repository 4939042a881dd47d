import type { ListedMethodDefinition, PricingOf } from "../method-definition";

// No price: the visitor describes the project (and may add a video), the owner replies with one.

const defaults = (): PricingOf<"request"> => ({ method: "request" });

export const requestMethod: ListedMethodDefinition<"request"> = {
  defaults,
  sizeCards: () => [],
  pricedByArea: () => false,
  offers: () => [],
  sizeNoun: () => null,
  findings: () => ({ fields: {}, refusals: [] }),
};
