import type { QuotePricing } from "./methods/method-definition";
import { methodOf } from "./methods/registry";
import { pricedService } from "./priced-services";
import type { PricingInput, QuoteMeasure } from "./pricing-input";

// The size cards a service offers (yard sizes, driveway sizes, a program's lawn sizes), and what
// its "from" price is computed over.

export interface SizeChoice {
  sizeId: string;
  label: string;
  description: string;
}

/** The enabled size cards of a service, in the owner's order; none for area-priced services. */
export function sizeChoices(doc: PricingInput, serviceId: string): SizeChoice[] {
  const pricing = pricedService(doc, serviceId)?.pricing;
  if (!pricing) return [];
  return methodOf(pricing)
    .sizeCards(pricing)
    .filter((s) => s.enabled)
    .map((s) => ({ sizeId: s.id, label: s.label, description: s.description }));
}

/** 1,000 sq ft: the lawn an area-priced service's "from" price is quoted for (floored by its minimum). */
const FROM_AREA_SQ_FT = 1000;

/** The measures the card's "from" price is the lowest over: every size card, or a small lawn. */
export function fromMeasures(doc: PricingInput, serviceId: string): QuoteMeasure[] {
  const pricing = pricedService(doc, serviceId)?.pricing;
  if (pricing && pricedByArea(pricing)) return [{ areaSqFt: FROM_AREA_SQ_FT }];
  return sizeChoices(doc, serviceId).map((c) => ({ sizeId: c.sizeId }));
}

/**
 * Whether a service is priced by the lawn's area (measured on the map or typed) rather than by size
 * cards: the public form asks for the lawn, the server measures it, the "from" price is quoted for a
 * small lawn. Here, not beside the shapes: those load with the public form's first
 * step, this with the engine.
 */
export function pricedByArea(pricing: QuotePricing): boolean {
  return methodOf(pricing).pricedByArea(pricing);
}
