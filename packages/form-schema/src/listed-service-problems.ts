import type { FormDocument } from "./form-document";
import type { AreaRates, ListedService, PriceBasis } from "./pricing/listed-services";
import { sizeNoun } from "./pricing/service-words";

// Listed services (decision 097) that could not give a visitor a price. Publishing refuses them
// (publish-problems.ts) with words the owner can act on; a switched-off service is never checked.
// A price of 0 is "not offered" for a listed service (the engine skips it), so it does not count.

function rateProblems(service: string, rates: AreaRates): string[] {
  const problems: string[] = [];
  if (!rates.bands.some((b) => b.ratePerThousandSqFt > 0)) {
    problems.push(`${service} needs a rate above $0 per 1,000 sq ft.`);
  }
  const ends = rates.bands.map((b) => b.upToSqFt);
  const increasing = ends.every((end, i) => {
    if (end === null) return i === ends.length - 1;
    const before = i === 0 ? 0 : ends[i - 1];
    return before !== null && before !== undefined && end > before;
  });
  if (!increasing) {
    problems.push(`${service}: each area band must end above the one before it, and only the last may be open-ended.`);
  }
  return problems;
}

function basisProblems(service: string, basis: PriceBasis, noun: string): string[] {
  if (basis.basis === "area") return rateProblems(service, basis.rates);
  return basis.sizes.some((s) => s.enabled && s.price > 0)
    ? []
    : [`${service} needs at least one enabled ${noun} with a price.`];
}

function pricingProblems(service: string, listed: ListedService): string[] {
  const pricing = listed.pricing;
  const noun = (sizeNoun(pricing) ?? "size").toLowerCase();
  switch (pricing.method) {
    case "area_frequency": {
      const problems = rateProblems(service, pricing.rates);
      if (!Object.values(pricing.frequencies).some(Boolean)) {
        problems.push(`${service} needs at least one frequency switched on (weekly, bi-weekly or monthly).`);
      }
      return problems;
    }
    case "program":
    case "one_time":
      return basisProblems(service, pricing.price, noun);
    case "snow": {
      const { perPushEnabled, seasonalEnabled } = pricing;
      if (!perPushEnabled && !seasonalEnabled) return [`${service} needs per-push or seasonal pricing switched on.`];
      const priced = pricing.sizes.some(
        (s) => s.enabled && ((perPushEnabled && s.perPushPrice > 0) || (seasonalEnabled && s.seasonalPrice > 0)),
      );
      return priced ? [] : [`${service} needs at least one enabled ${noun} with a price for the pricing switched on.`];
    }
    case "request":
      return [];
  }
}

export function listedServiceProblems(doc: Pick<FormDocument, "services">): string[] {
  const listed = [...doc.services.listed].sort((a, b) => a.order - b.order);
  return listed.flatMap((service, index) => {
    if (!service.enabled) return [];
    const name = service.name.trim();
    const label = name === "" ? `Listed service ${index + 1}` : `The ${name} service`;
    return [...(name === "" ? [`${label} needs a name.`] : []), ...pricingProblems(label, service)];
  });
}
