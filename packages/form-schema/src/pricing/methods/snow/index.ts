import { toCents } from "../../money";
import type { ListedMethodDefinition, RawOffer } from "../method-definition";
import type { SnowPricing } from "./schema";
import { snowFindings } from "./problems";

// Per push and/or for the season, by driveway size. Prices start at 0 ("not set"); the snow form's
// own defaults (snow-defaults.ts) carry real ones.

const SIZE_NOUN = "Driveway size";

const defaults = (): SnowPricing => ({
  method: "snow",
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
});

export const snowMethod: ListedMethodDefinition<"snow"> = {
  defaults,
  sizeCards: (pricing) => pricing.sizes,
  pricedByArea: () => false,
  offers(pricing, measure) {
    const size = pricing.sizes.find((s) => s.id === measure.sizeId && s.enabled);
    if (!size) return [];
    const offers: RawOffer[] = [];
    if (pricing.perPushEnabled && size.perPushPrice > 0) {
      offers.push({ plan: "per_push", unit: "push", cents: toCents(size.perPushPrice) });
    }
    if (pricing.seasonalEnabled && size.seasonalPrice > 0) {
      const instalments = pricing.instalments;
      offers.push({ plan: "seasonal", unit: "season", cents: toCents(size.seasonalPrice), instalments });
    }
    return offers;
  },
  sizeNoun: () => SIZE_NOUN,
  findings: (pricing) => snowFindings(pricing, SIZE_NOUN.toLowerCase()),
};
