import { quoteServices } from "./engine";
import { planOffers } from "./plan-offers";
import { PRICE_UNITS, type PriceUnit } from "./plans";
import type { PricingInput } from "./pricing-input";
import type { PromoScope } from "./pricing-settings";
import { fromMeasures } from "./size-choices";

// The words of a promo code's scope in the builder, in the form's own units. The
// engine (engine.ts, priceQuote) takes a "first" code off one unit of the chosen plan and an
// "every" code off each: a mowing form keeps its original "First visit only" and "Every
// visit", a snow form says pushes. A season and a one-time job are one unit each, so both scopes
// take the code off all of it (a season paid in instalments has the discount spread over them, not
// taken from the first); that is said once in a note rather than as a "first" it does not have.

/** The units a form's services can be charged in as the engine offers them now, in PRICE_UNITS order. */
export function chargedUnits(doc: PricingInput): PriceUnit[] {
  const units = new Set<PriceUnit>();
  for (const { id } of quoteServices(doc)) {
    for (const measure of fromMeasures(doc, id)) {
      for (const offer of planOffers(doc, id, measure)) units.add(offer.unit);
    }
  }
  return PRICE_UNITS.filter((unit) => units.has(unit));
}

/** Units charged again and again, where "first" and "every" differ. */
const REPEATED_NOUNS: Partial<Record<PriceUnit, string>> = { visit: "visit", round: "round", push: "push" };

const ONE_CHARGE_NOTES = {
  season: "A seasonal contract counts as one: either choice takes the code off the whole season.",
  job: "A one-time job counts as one: either choice takes the code off the whole job.",
  both: "A seasonal contract or a one-time job counts as one: either choice takes the code off all of it.",
};

/** "visit", "visit or round", "visit, round or push". */
function orList(words: string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
}

export interface PromoScopeWords {
  labels: Record<PromoScope, string>;
  /** What a season or a one-time job gets under either scope; null when the form charges neither. */
  note: string | null;
}

/** The scope's labels for these units: "First push only" / "Every push"; "charge" when none repeats. */
export function promoScopeWords(units: readonly PriceUnit[]): PromoScopeWords {
  const repeated = units.flatMap((unit) => REPEATED_NOUNS[unit] ?? []);
  const noun = repeated.length > 0 ? orList(repeated) : "charge";
  const season = units.includes("season");
  const job = units.includes("job");
  return {
    labels: { first: `First ${noun} only`, every: `Every ${noun}` },
    note: season && job ? ONE_CHARGE_NOTES.both : season ? ONE_CHARGE_NOTES.season : job ? ONE_CHARGE_NOTES.job : null,
  };
}
