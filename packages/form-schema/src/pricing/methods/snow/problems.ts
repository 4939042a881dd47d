import type { SizePrice } from "../findings";
import { sizeFindings } from "../findings";
import type { Findings, ServiceProblems } from "../method-definition";
import type { SnowPricing, SnowSize } from "./schema";

/** Each enabled driveway size needs a price for each plan switched on, and one plan must be. */
export function snowFindings(pricing: SnowPricing, noun: string): Findings {
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
