import type { FormDocument } from "./form-document";
import type {
  AreaRates,
  ListedService,
  PriceBasis,
  Pricing,
  SizeOption,
  SnowPricing,
  SnowSize,
} from "./pricing/listed-services";
import { sizeNoun } from "./pricing/service-words";

// What an owner should fix in a listed service (decision 097), found once and said in two places:
// under the field it belongs to while the owner types (the builder, decision 100), and form-wide
// when publishing (publish-problems.ts), which refuses only the faults that leave a visitor
// nothing to be offered. A draft with field problems still saves; a switched-off service is never
// checked. A price of 0 is "not offered" (the engine skips it): a size at $0 beside a priced one is
// said under its price but does not stop publishing.

/**
 * A listed service's problems keyed by the field they belong to ("name", "sizes",
 * "size:<id>:label", "size:<id>:price", "band:<index>:upTo", ...): each editor shows its key's
 * message under the field.
 */
export type ServiceProblems = Partial<Record<string, string>>;

/** Publishing's words for a fault, given how the service is named ("The Driveway Plowing service"). */
type Refusal = (service: string) => string;

type Findings = { fields: ServiceProblems; refusals: Refusal[] };

type SizePrice<S> = { key: string; words: string; of: (size: S) => number };

/** Each enabled size needs a name and each price switched on; publishing needs one size priced. */
function sizeFindings<S extends SizeOption | SnowSize>(
  sizes: readonly S[],
  prices: SizePrice<S>[],
  refusal: Refusal,
): Findings {
  const fields: ServiceProblems = {};
  const enabled = sizes.filter((s) => s.enabled);
  if (enabled.length === 0) fields.sizes = "Add a size, or switch one on, so visitors can pick one.";
  for (const size of enabled) {
    if (size.label.trim() === "") fields[`size:${size.id}:label`] = "Name this size, like “2-car driveway”.";
    for (const price of prices) {
      if (price.of(size) <= 0) fields[`size:${size.id}:${price.key}`] = `Set ${price.words} for this size.`;
    }
  }
  const priced = enabled.some((s) => prices.some((price) => price.of(s) > 0));
  return { fields, refusals: priced ? [] : [refusal] };
}

/**
 * Bands must rise, and only the last may be open-ended. A band at $0 is never offered, whatever
 * the minimum (plan-offers.ts, areaPriceCents); publishing needs one band with a rate.
 */
function rateFindings({ bands }: AreaRates): Findings {
  const fields: ServiceProblems = {};
  let previous = 0;
  bands.forEach((band, index) => {
    const last = index === bands.length - 1;
    if (band.upToSqFt === null && !last) {
      fields[`band:${index}:upTo`] = "Only the last band can be open-ended: enter where this one ends.";
    } else if (band.upToSqFt !== null && band.upToSqFt <= previous) {
      fields[`band:${index}:upTo`] =
        `End this band above ${previous.toLocaleString("en-US")} sq ft, where the one before it ends.`;
    }
    if (band.ratePerThousandSqFt <= 0) fields[`band:${index}:rate`] = "Set a rate per 1,000 sq ft.";
    previous = Math.max(previous, band.upToSqFt ?? previous);
  });
  const refusals: Refusal[] = [];
  if (!bands.some((b) => b.ratePerThousandSqFt > 0)) {
    refusals.push((service) => `${service} needs a rate above $0 per 1,000 sq ft.`);
  }
  if (bands.some((_, index) => fields[`band:${index}:upTo`])) {
    refusals.push(
      (service) => `${service}: each area band must end above the one before it, and only the last may be open-ended.`,
    );
  }
  return { fields, refusals };
}

function basisFindings(price: PriceBasis, noun: string): Findings {
  if (price.basis === "area") return rateFindings(price.rates);
  return sizeFindings(
    price.sizes,
    [{ key: "price", words: "a price", of: (s) => s.price }],
    (service) => `${service} needs at least one enabled ${noun} with a price.`,
  );
}

function snowFindings(pricing: SnowPricing, noun: string): Findings {
  const prices: SizePrice<SnowSize>[] = [];
  if (pricing.perPushEnabled) {
    prices.push({ key: "perPushPrice", words: "a price per push", of: (s) => s.perPushPrice });
  }
  if (pricing.seasonalEnabled) {
    prices.push({ key: "seasonalPrice", words: "a seasonal price", of: (s) => s.seasonalPrice });
  }
  const sizes = sizeFindings(
    pricing.sizes,
    prices,
    (service) => `${service} needs at least one enabled ${noun} with a price for the pricing switched on.`,
  );
  const fields: ServiceProblems = { ...sizes.fields };
  if (pricing.seasonalEnabled && pricing.seasonStart === pricing.seasonEnd) {
    fields.season = "The season must end on another day than it starts.";
  }
  if (prices.length > 0) return { fields, refusals: sizes.refusals };
  fields.plans = "Offer per push, seasonal, or both.";
  return { fields, refusals: [(service) => `${service} needs per-push or seasonal pricing switched on.`] };
}

function pricingFindings(pricing: Pricing): Findings {
  const noun = (sizeNoun(pricing) ?? "size").toLowerCase();
  switch (pricing.method) {
    case "area_frequency": {
      const { fields, refusals } = rateFindings(pricing.rates);
      if (Object.values(pricing.frequencies).some(Boolean)) return { fields, refusals };
      return {
        fields: { ...fields, frequencies: "Switch on at least one frequency." },
        refusals: [
          ...refusals,
          (service) => `${service} needs at least one frequency switched on (weekly, bi-weekly or monthly).`,
        ],
      };
    }
    case "program":
    case "one_time":
      return basisFindings(pricing.price, noun);
    case "snow":
      return snowFindings(pricing, noun);
    case "request":
      return { fields: {}, refusals: [] };
  }
}

function serviceFindings(service: ListedService): Findings {
  const { fields, refusals } = pricingFindings(service.pricing);
  if (service.name.trim() !== "") return { fields, refusals };
  return {
    fields: { name: "Give the service a name: visitors pick it by name.", ...fields },
    refusals: [(label) => `${label} needs a name.`, ...refusals],
  };
}

/** What the builder says under each field of a listed service as the owner types (decision 100). */
export function serviceFieldProblems(service: ListedService): ServiceProblems {
  return serviceFindings(service).fields;
}

/** The enabled listed services' faults that publishing refuses, in the owner's order of services. */
export function listedServiceProblems(doc: Pick<FormDocument, "services">): string[] {
  const listed = [...doc.services.listed].sort((a, b) => a.order - b.order);
  return listed.flatMap((service, index) => {
    if (!service.enabled) return [];
    const name = service.name.trim();
    const label = name === "" ? `Listed service ${index + 1}` : `The ${name} service`;
    return serviceFindings(service).refusals.map((refusal) => refusal(label));
  });
}
