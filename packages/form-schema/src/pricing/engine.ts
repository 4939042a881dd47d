import { wholeNumberText } from "../number-text";
import type { LineItem, PricedQuote } from "./line-items";
import type { QuoteMethod } from "./methods/method-definition";
import { centsPart, splitInstalments, toCents } from "./money";
import { planOffers, taxMilli, type PlanOffer } from "./plan-offers";
import type { Plan, PriceUnit } from "./plans";
import { pricedService, pricedServices } from "./priced-services";
import type { PromoCode } from "./pricing-settings";
import type { AddOnInput, PricingInput, QuoteMeasure } from "./pricing-input";
import { fromMeasures, sizeChoices } from "./size-choices";
import { travelFeeCents } from "../service-area-check";

// The one pricing engine (decision 097): what a visitor may pick, and the priced quote of what
// they picked, in integer cents. The public form, its preview and the server all call these.

export interface QuoteService {
  id: string;
  name: string;
  description: string;
  image: string;
  /** size_frequency is the mowing default's yard sizes and frequencies (decision 127); the rest as listed. */
  method: QuoteMethod;
  /** The lowest price the visitor could be offered, as shown; null for a request. */
  fromCents: number | null;
  fromUnit: PriceUnit | null;
}

function lowestOffer(offers: PlanOffer[]): PlanOffer | null {
  return offers.reduce<PlanOffer | null>((low, o) => (low === null || o.shownCents < low.shownCents ? o : low), null);
}

/** The services a visitor may pick, in order: mowing, landscaping, then the listed ones by order. */
export function quoteServices(doc: PricingInput): QuoteService[] {
  return pricedServices(doc).map(({ id, name, description, image, pricing }) => {
    const low = lowestOffer(fromMeasures(doc, id).flatMap((measure) => planOffers(doc, id, measure)));
    return {
      id,
      name: name.trim(),
      description,
      image,
      method: pricing.method,
      fromCents: low?.shownCents ?? null,
      fromUnit: low?.unit ?? null,
    };
  });
}

export interface QuoteRequest extends QuoteMeasure {
  serviceId: string;
  plan?: Plan | null;
  /** A code the caller has checked with checkPromoCode (and, on the server, counted). */
  promo?: PromoCode | null;
  addOnIds?: readonly string[];
  /**
   * Miles from the business to the lead's stored point, measured by the server (never the
   * browser's); null or absent: no travel line.
   */
  travelMiles?: number | null;
}

export type PriceQuoteResult = { ok: true; quote: PricedQuote } | { ok: false; message: string };

/** What a code would take off one unit on its own: its percent of the unit, or its amount. */
function codeOffCents(promo: PromoCode, unitCents: number): number {
  return promo.kind === "percent" ? centsPart(unitCents, Math.min(promo.value, 100), 100) : toCents(promo.value);
}

/**
 * The discount on one unit: every discount together takes it down to the offer's floor (the
 * form's or the service's minimum charge) and no further; tax is taken after (decision 105).
 */
function discountPerUnit(promo: PromoCode | null, offer: PlanOffer): number {
  const off = promo ? codeOffCents(promo, offer.unitPriceCents) : 0;
  return Math.max(0, Math.min(off, offer.unitPriceCents - offer.floorCents));
}

/** Whether the minimum charge holds a unit above what the code alone would leave, for the code's words. */
export function minimumHoldsCode(offer: PlanOffer, promo: PromoCode): boolean {
  return discountPerUnit(promo, offer) < Math.min(codeOffCents(promo, offer.unitPriceCents), offer.unitPriceCents);
}

function line(
  base: Pick<LineItem, "kind" | "name" | "size" | "plan" | "unit" | "unitPriceCents" | "quantity" | "instalments">,
  discountCents: number,
  milli: number,
): LineItem {
  const net = base.unitPriceCents * base.quantity - discountCents;
  const taxCents = centsPart(net, milli, 100_000);
  return { ...base, discountCents, taxCents, totalCents: net + taxCents };
}

function pickAddOns(doc: PricingInput, ids: readonly string[]): AddOnInput[] | string {
  if (ids.length === 0) return [];
  const upsell = doc.upsellSettings;
  if (!upsell.enabled) return "This form does not offer additional services.";
  const offered = upsell.services.filter((s) => s.enabled && s.name.trim() !== "");
  if (ids.some((id) => !offered.some((s) => s.id === id))) return "One of the selected services is not offered.";
  return [...offered].sort((a, b) => a.order - b.order).filter((s) => ids.includes(s.id));
}

/** The plan an answer is for: the one named, or the only one offered. */
function choosePlan(offers: PlanOffer[], plan: Plan | null | undefined): PlanOffer | string {
  if (offers.length === 0) return "Nothing can be priced for this choice. Please pick another size or service.";
  if (plan) {
    const offer = offers.find((o) => o.plan === plan);
    return offer ?? `That option is not offered here. Please choose ${offers.map((o) => o.label).join(" or ")}.`;
  }
  if (offers.length === 1) return offers[0]!;
  return `Please choose how you want the service: ${offers.map((o) => o.label).join(" or ")}.`;
}

/**
 * The priced quote of a visitor's choice: the service line raised to the minimum, the promo
 * code's discount (never below the minimum again) and tax, then each priced add-on.
 * The total is the sum of the lines.
 */
export function priceQuote(doc: PricingInput, request: QuoteRequest): PriceQuoteResult {
  const serviceName = pricedService(doc, request.serviceId)?.name.trim();
  if (serviceName === undefined) return { ok: false, message: "This service is not available on this form." };
  const offer = choosePlan(planOffers(doc, request.serviceId, request), request.plan);
  if (typeof offer === "string") return { ok: false, message: offer };
  const addOns = pickAddOns(doc, request.addOnIds ?? []);
  if (typeof addOns === "string") return { ok: false, message: addOns };

  const settings = doc.pricingSettings;
  const milli = taxMilli(settings);
  const promo = request.promo ?? null;
  const unitCents = offer.unitPriceCents;
  const perUnitOff = discountPerUnit(promo, offer);
  const discountedUnits = promo?.scope === "every" ? offer.quantity : 1;
  const serviceLine = line(
    {
      kind: "service",
      name: serviceName,
      size: sizeText(doc, request),
      plan: offer.plan,
      unit: offer.unit,
      unitPriceCents: unitCents,
      quantity: offer.quantity,
      ...(offer.instalments > 1 ? { instalments: offer.instalments } : {}),
    },
    perUnitOff * discountedUnits,
    milli,
  );
  const addOnLines = addOns
    .filter((a): a is AddOnInput & { price: number } => a.price !== null && a.price > 0)
    .map((a) =>
      line(
        {
          kind: "add_on",
          name: a.name.trim(),
          size: null,
          plan: null,
          unit: a.unit,
          unitPriceCents: toCents(a.price),
          // A per-round add-on on a program of rounds comes with every round of its year.
          quantity: a.unit === offer.unit ? offer.quantity : 1,
        },
        0,
        milli,
      ),
    );
  const travel = travelLine(doc, request, offer, milli);
  const lines = [serviceLine, ...addOnLines, ...(travel ? [travel] : [])];
  const sum = (pick: (l: LineItem) => number) => lines.reduce((total, l) => total + pick(l), 0);

  const firstUnitNet = unitCents - perUnitOff;
  const firstUnit = firstUnitNet + centsPart(firstUnitNet, milli, 100_000);
  const firstService =
    offer.instalments > 1
      ? splitInstalments(serviceLine.totalCents, offer.instalments)[0]!
      : offer.quantity > 1
        ? firstUnit
        : serviceLine.totalCents;
  return {
    ok: true,
    quote: {
      lines,
      totals: {
        subtotalCents: sum((l) => l.unitPriceCents * l.quantity),
        discountCents: sum((l) => l.discountCents),
        taxCents: sum((l) => l.taxCents),
        totalCents: sum((l) => l.totalCents),
        firstChargeCents: firstService + addOnLines.reduce((t, l) => t + l.totalCents, 0) + firstTravel(travel, milli),
      },
      promoCode: promo?.code ?? null,
      taxLabel: milli > 0 ? `${settings.taxLabel.trim() || "Tax"} ${settings.taxRate}%` : null,
    },
  };
}

/**
 * The travel fee as its own line, charged with every unit of the service (each visit, push or
 * round; once for a season or a job), taxed like the service and never discounted by a code.
 */
function travelLine(doc: PricingInput, request: QuoteRequest, offer: PlanOffer, milli: number): LineItem | null {
  const miles = request.travelMiles ?? null;
  const feeCents = travelFeeCents(doc.serviceArea?.travelBands ?? [], miles);
  if (feeCents === 0 || miles === null) return null;
  const size = `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(miles)} mi`;
  const base = { kind: "travel" as const, name: "Travel", size, plan: null, unit: offer.unit };
  return line({ ...base, unitPriceCents: feeCents, quantity: offer.quantity }, 0, milli);
}

/** What the travel line adds to the first charge: one unit's fee and tax, or the line where it is one unit. */
function firstTravel(travel: LineItem | null, milli: number): number {
  if (!travel) return 0;
  if (travel.quantity === 1) return travel.totalCents;
  return travel.unitPriceCents + centsPart(travel.unitPriceCents, milli, 100_000);
}

/** The size the line names: the tier or card's label, or the measured area. */
function sizeText(doc: PricingInput, request: QuoteRequest): string | null {
  if (request.areaSqFt) return `${wholeNumberText(request.areaSqFt)} sq ft measured`;
  if (!request.sizeId) return null;
  return sizeChoices(doc, request.serviceId).find((c) => c.sizeId === request.sizeId)?.label ?? null;
}
