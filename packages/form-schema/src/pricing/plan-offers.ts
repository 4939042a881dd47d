import { methodOf } from "./methods/registry";
import { centsPart, toCents } from "./money";
import { PLAN_LABELS, type Plan, type PriceUnit } from "./plans";
import { pricedService } from "./priced-services";
import type { PricingSettings } from "./pricing-settings";
import type { PricingInput, QuoteMeasure } from "./pricing-input";

export { areaPriceCents } from "./methods/price-basis";
export { findListedService } from "./priced-services";

// What a visitor is offered for a service and a size or area: one offer per plan,
// each with its unit price after the form's minimum charge. The public form shows these; the
// server prices an accept from the same offers.

export interface PlanOffer {
  plan: Plan;
  label: string;
  unit: PriceUnit;
  /** One unit (a visit, round, push, the season, the job) after the minimums, before tax. */
  unitPriceCents: number;
  /**
   * The least one unit is charged after every discount, before tax: the form's minimum charge or
   * the service's own minimum, whichever is higher, never above the unit's price.
   */
  floorCents: number;
  /** The unit price as the visitor sees it: with tax when the form shows prices after tax. */
  shownCents: number;
  /** Units of the plan's period: a program's rounds a year, else 1. */
  quantity: number;
  /** The period's price as shown (a program's year); null where the period is one unit. */
  periodShownCents: number | null;
  /** The season's instalments (seasonal plans); 1 otherwise. */
  instalments: number;
}

/** The form's tax rate in thousandths of a percent (8.875% is 8875): tax = centsPart(net, milli, 100000). */
export function taxMilli(settings: PricingSettings): number {
  return Math.round(settings.taxRate * 1000);
}

export function shownPrice(settings: PricingSettings, netCents: number): number {
  if (settings.taxDisplay === "before_tax") return netCents;
  return netCents + centsPart(netCents, taxMilli(settings), 100_000);
}

/** The plans offered for this service and size or area; empty when nothing can be priced. */
export function planOffers(doc: PricingInput, serviceId: string, measure: QuoteMeasure): PlanOffer[] {
  const pricing = pricedService(doc, serviceId)?.pricing;
  const raw = pricing ? methodOf(pricing).offers(pricing, measure) : [];
  const settings = doc.pricingSettings;
  const minimum = toCents(settings.minimumCharge);
  return raw.map(({ plan, unit, cents, floor = 0, quantity = 1, instalments = 1 }) => {
    const unitPriceCents = Math.max(cents, minimum);
    const shownCents = shownPrice(settings, unitPriceCents);
    return {
      plan,
      label: PLAN_LABELS[plan],
      unit,
      unitPriceCents,
      floorCents: Math.min(unitPriceCents, Math.max(minimum, floor)),
      shownCents,
      quantity,
      periodShownCents: quantity > 1 ? shownPrice(settings, unitPriceCents * quantity) : null,
      instalments,
    };
  });
}
