import type { z } from "zod";
import type { Pricing, PricingMethod } from "../listed-services";
import type { Plan, PriceUnit } from "../plans";
import type { QuoteMeasure } from "../pricing-input";
import type { MowingPricing } from "./mowing/pricing";

// What one pricing method is, all in its own folder beside this file: its shape,
// its starting values, how a broken stored copy is read back, its size cards, what it offers a
// visitor, the words it is quoted in and what an owner must fix. registry.ts holds one per method;
// the engine, the tolerant reader and the builder's checks look a method up there.

/**
 * What the engine prices: a listed service's pricing (what the builder lets an owner choose), or
 * mowing's, read from its own group (decision 127).
 */
export type QuotePricing = Pricing | MowingPricing;
/** A method the engine prices: every PricingMethod, and mowing's "size_frequency". */
export type QuoteMethod = QuotePricing["method"];

/** The pricing of one method: the branch of pricingSchema whose `method` is M, or mowing's. */
export type PricingOf<M extends QuoteMethod> = Extract<QuotePricing, { method: M }>;

/** One plan a method offers for a size or area, before the form's minimum charge and tax (plan-offers.ts). */
export interface RawOffer {
  plan: Plan;
  unit: PriceUnit;
  cents: number;
  /** The service's own minimum in cents (an area's, a measured lawn's rate), under the form's. */
  floor?: number;
  quantity?: number;
  instalments?: number;
}

/** A size card as the public form lists it: a snow driveway size or a size option. */
export interface SizeCard {
  id: string;
  enabled: boolean;
  label: string;
  description: string;
}

/**
 * A listed service's problems keyed by the field they belong to ("name", "sizes",
 * "size:<id>:label", "size:<id>:price", "band:<index>:upTo", ...): each editor shows its key's
 * message under the field.
 */
export type ServiceProblems = Partial<Record<string, string>>;

/** Publishing's words for a fault, given how the service is named ("The Driveway Plowing service"). */
export type Refusal = (service: string) => string;

/** Problems under the fields while the owner types, and the faults publishing refuses. */
export type Findings = { fields: ServiceProblems; refusals: Refusal[] };

export interface MethodDefinition<M extends QuoteMethod> {
  /** Its size cards, switched on or not, in the owner's order; none when priced by area. */
  sizeCards(pricing: PricingOf<M>): readonly SizeCard[];
  /** Whether the visitor gives the lawn's area rather than picking a size card (size-choices.ts). */
  pricedByArea(pricing: PricingOf<M>): boolean;
  /** The plans offered for a size or area; none when nothing can be priced. */
  offers(pricing: PricingOf<M>, measure: QuoteMeasure): RawOffer[];
  /** What a size card or measured area is called ("Driveway size"); null when it has none. */
  sizeNoun(pricing: PricingOf<M>): string | null;
  /** What the owner should fix (listed-service-problems.ts). */
  findings(pricing: PricingOf<M>): Findings;
}

/** A method a listed service may choose: it also has a starting point (mowing's is the form's defaults). */
export interface ListedMethodDefinition<M extends PricingMethod> extends MethodDefinition<M> {
  /** Nothing priced yet: what "Add service" gives, and where tolerant reading falls back to. */
  defaults(): PricingOf<M>;
}

/**
 * A method's stored shape, in the same folder (`stored.ts`) but apart from the rest: these two
 * need zod, and the visitor's browser prices a quote without loading it (stored-registry.ts).
 */
export interface StoredMethodDefinition<M extends PricingMethod> {
  /** The method's branch of pricingSchema (listed-services.ts builds the union from these). */
  schema: z.ZodType<PricingOf<M>>;
  /** A stored pricing that says it is this method, repaired key by key (read-pricing.ts). */
  read(raw: Record<string, unknown>): PricingOf<M>;
}
