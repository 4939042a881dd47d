import { PRICE_FREQUENCIES } from "../../../constants";
import { toCents } from "../../money";
import type { ListedMethodDefinition, PricingOf } from "../method-definition";
import { rateFindings } from "../findings";
import { areaPriceCents } from "../price-basis";

type AreaFrequencyPricing = PricingOf<"area_frequency">;

// A rate for the lawn's measured area, per visit, at each frequency the owner switches on.

const defaults = (): AreaFrequencyPricing => ({
  method: "area_frequency",
  rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 0 }], minimum: 0 },
  frequencies: { weekly: true, biweekly: false, monthly: false },
});

export const areaFrequencyMethod: ListedMethodDefinition<"area_frequency"> = {
  defaults,
  sizeCards: () => [],
  pricedByArea: () => true,
  offers(pricing, measure) {
    const cents = measure.areaSqFt ? areaPriceCents(pricing.rates, measure.areaSqFt) : null;
    if (cents === null) return [];
    const floor = toCents(pricing.rates.minimum);
    return PRICE_FREQUENCIES.filter((f) => pricing.frequencies[f]).map((plan) => ({
      plan,
      unit: "visit",
      cents,
      floor,
    }));
  },
  sizeNoun: () => "Lawn size",
  findings(pricing) {
    const { fields, refusals } = rateFindings(pricing.rates);
    if (Object.values(pricing.frequencies).some(Boolean)) return { fields, refusals };
    return {
      fields: { ...fields, frequencies: "Switch on at least one frequency." },
      refusals: [
        ...refusals,
        (service) => `${service} needs at least one frequency switched on (weekly, bi-weekly or monthly).`,
      ],
    };
  },
};
