import { PRICE_FREQUENCIES } from "../constants";
import type { YardSize } from "../constants";
import { measuredDocument } from "../measured-quote";
import { offeredPrices } from "../quote";
import type { AreaRates, ListedService, PriceBasis } from "./listed-services";
import { centsPart, toCents } from "./money";
import { PLAN_LABELS, type Plan, type PriceUnit } from "./plans";
import type { PricingSettings } from "./pricing-settings";
import { MOWING_SERVICE_ID, type PricingInput, type QuoteMeasure } from "./pricing-input";

// What a visitor is offered for a service and a size or area (decision 097): one offer per plan,
// each with its unit price after the form's minimum charge. The public form shows these; the
// server prices an accept from the same offers.

export interface PlanOffer {
  plan: Plan;
  label: string;
  unit: PriceUnit;
  /** One unit (a visit, round, push, the season, the job) after the minimums, before tax. */
  unitPriceCents: number;
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

/** The band an area falls in prices the whole area; null beyond the last band. */
export function areaPriceCents(rates: AreaRates, areaSqFt: number): number | null {
  const band = rates.bands.find((b) => b.upToSqFt === null || areaSqFt <= b.upToSqFt);
  if (!band || band.ratePerThousandSqFt <= 0) return null;
  return Math.max(toCents(rates.minimum), centsPart(toCents(band.ratePerThousandSqFt), areaSqFt, 1000));
}

/** A size card's or an area's price, in cents; null when neither applies or it is not offered. */
function basisPriceCents(basis: PriceBasis, measure: QuoteMeasure): number | null {
  if (basis.basis === "area") return measure.areaSqFt ? areaPriceCents(basis.rates, measure.areaSqFt) : null;
  const size = basis.sizes.find((s) => s.id === measure.sizeId && s.enabled);
  return size && size.price > 0 ? toCents(size.price) : null;
}

interface RawOffer {
  plan: Plan;
  unit: PriceUnit;
  cents: number;
  quantity?: number;
  instalments?: number;
}

function mowingOffers(doc: PricingInput, measure: QuoteMeasure): RawOffer[] {
  let size = measure.sizeId as YardSize | undefined | null;
  let yardSizes = doc.yardSizes;
  if (measure.areaSqFt && doc.yardSizes.measurement.enabled) {
    const measured = measuredDocument(doc, measure.areaSqFt);
    size = measured.size;
    yardSizes = measured.doc.yardSizes;
  } else if (!size || !(size in yardSizes) || size === "custom" || !yardSizes[size].enabled) {
    return [];
  }
  if (!size || size === "custom") return [];
  return offeredPrices(yardSizes[size]).map((p) => ({ plan: p.frequency, unit: "visit", cents: toCents(p.amount) }));
}

function listedOffers(service: ListedService, measure: QuoteMeasure): RawOffer[] {
  const pricing = service.pricing;
  switch (pricing.method) {
    case "area_frequency": {
      const cents = measure.areaSqFt ? areaPriceCents(pricing.rates, measure.areaSqFt) : null;
      if (cents === null) return [];
      return PRICE_FREQUENCIES.filter((f) => pricing.frequencies[f]).map((plan) => ({ plan, unit: "visit", cents }));
    }
    case "program": {
      const cents = basisPriceCents(pricing.price, measure);
      return cents === null ? [] : [{ plan: "program", unit: "round", cents, quantity: pricing.rounds }];
    }
    case "one_time": {
      const cents = basisPriceCents(pricing.price, measure);
      return cents === null ? [] : [{ plan: "one_time", unit: "job", cents }];
    }
    case "snow": {
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
    }
    case "request":
      return [];
  }
}

export function findListedService(doc: PricingInput, serviceId: string): ListedService | null {
  return doc.services.listed.find((s) => s.id === serviceId && s.enabled) ?? null;
}

/** The plans offered for this service and size or area; empty when nothing can be priced. */
export function planOffers(doc: PricingInput, serviceId: string, measure: QuoteMeasure): PlanOffer[] {
  let raw: RawOffer[];
  if (serviceId === MOWING_SERVICE_ID) {
    raw = doc.services.mowing.enabled ? mowingOffers(doc, measure) : [];
  } else {
    const service = findListedService(doc, serviceId);
    raw = service ? listedOffers(service, measure) : [];
  }
  const settings = doc.pricingSettings;
  const minimum = toCents(settings.minimumCharge);
  return raw.map(({ plan, unit, cents, quantity = 1, instalments = 1 }) => {
    const unitPriceCents = Math.max(cents, minimum);
    const shownCents = shownPrice(settings, unitPriceCents);
    return {
      plan,
      label: PLAN_LABELS[plan],
      unit,
      unitPriceCents,
      shownCents,
      quantity,
      periodShownCents: quantity > 1 ? shownPrice(settings, unitPriceCents * quantity) : null,
      instalments,
    };
  });
}
