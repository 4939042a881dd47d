import type {
  AreaRates,
  ListedService,
  PriceBasis,
  SizeOption,
  SnowPricing,
  SnowSize,
} from "@yq/form-schema/pricing/listed-services";

/**
 * What an owner should fix in a listed service, keyed by the field it belongs to ("name",
 * "sizes", "size:<id>:label", "size:<id>:price", "band:<index>:upTo", ...): each editor shows its
 * key's message under the field, as the owner types. A draft with these still saves; publishing
 * refuses the form-level ones with form-schema's listed-service-problems.ts, and the engine does
 * not offer what is wrong (an unnamed service, a size at $0, an area no band covers).
 */
export type ServiceProblems = Partial<Record<string, string>>;

type SizePrice<S> = { key: string; words: string; of: (size: S) => number };

function sizeProblems<S extends SizeOption | SnowSize>(sizes: readonly S[], prices: SizePrice<S>[]) {
  const problems: ServiceProblems = {};
  if (!sizes.some((s) => s.enabled)) problems.sizes = "Add a size, or switch one on, so visitors can pick one.";
  for (const size of sizes.filter((s) => s.enabled)) {
    if (size.label.trim() === "") problems[`size:${size.id}:label`] = "Name this size, like “2-car driveway”.";
    for (const price of prices) {
      if (price.of(size) <= 0) problems[`size:${size.id}:${price.key}`] = `Set ${price.words} for this size.`;
    }
  }
  return problems;
}

/** Bands must rise, and only the last may be open-ended; a band needs a rate unless a minimum prices it. */
function rateProblems({ bands, minimum }: AreaRates): ServiceProblems {
  const problems: ServiceProblems = {};
  let previous = 0;
  bands.forEach((band, index) => {
    const last = index === bands.length - 1;
    if (band.upToSqFt === null && !last) {
      problems[`band:${index}:upTo`] = "Only the last band can be open-ended: enter where this one ends.";
    } else if (band.upToSqFt !== null && band.upToSqFt <= previous) {
      problems[`band:${index}:upTo`] =
        `End this band above ${previous.toLocaleString("en-US")} sq ft, where the one before it ends.`;
    }
    if (band.ratePerThousandSqFt <= 0 && minimum <= 0) problems[`band:${index}:rate`] = "Set a rate per 1,000 sq ft.";
    previous = Math.max(previous, band.upToSqFt ?? previous);
  });
  return problems;
}

function basisProblems(price: PriceBasis): ServiceProblems {
  if (price.basis === "area") return rateProblems(price.rates);
  return sizeProblems(price.sizes, [{ key: "price", words: "a price", of: (s) => s.price }]);
}

function snowProblems(pricing: SnowPricing): ServiceProblems {
  const problems: ServiceProblems = {};
  if (!pricing.perPushEnabled && !pricing.seasonalEnabled) problems.plans = "Offer per push, seasonal, or both.";
  if (pricing.seasonalEnabled && pricing.seasonStart === pricing.seasonEnd) {
    problems.season = "The season must end on another day than it starts.";
  }
  const prices: SizePrice<SnowSize>[] = [];
  if (pricing.perPushEnabled)
    prices.push({ key: "perPushPrice", words: "a price per push", of: (s) => s.perPushPrice });
  if (pricing.seasonalEnabled) {
    prices.push({ key: "seasonalPrice", words: "a seasonal price", of: (s) => s.seasonalPrice });
  }
  return { ...problems, ...sizeProblems(pricing.sizes, prices) };
}

export function serviceFieldProblems(service: ListedService): ServiceProblems {
  const problems: ServiceProblems = {};
  if (service.name.trim() === "") problems.name = "Give the service a name: visitors pick it by name.";
  const pricing = service.pricing;
  switch (pricing.method) {
    case "area_frequency": {
      const { weekly, biweekly, monthly } = pricing.frequencies;
      if (!weekly && !biweekly && !monthly) problems.frequencies = "Switch on at least one frequency.";
      return { ...problems, ...rateProblems(pricing.rates) };
    }
    case "program":
    case "one_time":
      return { ...problems, ...basisProblems(pricing.price) };
    case "snow":
      return { ...problems, ...snowProblems(pricing) };
    case "request":
      return problems;
  }
}
