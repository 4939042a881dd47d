import { agreementFor, pricedQuoteOf, type Agreement, type AgreementTerms } from "@yq/form-schema/agreement/agreement";
import { defaultServiceOf, listedServiceId, mowingYardSize } from "@yq/form-schema/choice-version";
import type { FormDocument } from "@yq/form-schema/form-document";
import { priceQuote, type QuoteRequest } from "@yq/form-schema/pricing/engine";
import type { PricedQuote } from "@yq/form-schema/pricing/line-items";
import { findListedService } from "@yq/form-schema/pricing/plan-offers";
import { MOWING_SERVICE_ID } from "@yq/form-schema/pricing/pricing-input";
import type { PromoCode } from "@yq/form-schema/pricing/pricing-settings";
import { samePromoCode } from "@yq/form-schema/pricing/promo-codes";
import type { QuoteChoiceV2 } from "@yq/form-schema/public-payloads";
import { needsProjectDetails } from "@yq/form-schema/quote";
import { HttpError } from "../lib/http-error";

// The priced quote of an answer, always from the stored published form: the
// browser names a service, a size, a plan and a code, never a price. Whether the choice could be
// made at all is checkQuoteChoice's (form-schema/quote-choice.ts), run before this. The choice is
// version 2: the route upgraded a version-1 one (docs/decisions/128-one-quote-choice.md).

/** Whether a listed service is a request (project details and video, no price). */
export function isListedRequest(doc: FormDocument, serviceId: string): boolean {
  return findListedService(doc, serviceId)?.pricing.method === "request";
}

/** The engine's request for an accept, or null where nothing is priced (a decline, a request). */
function quoteRequest(
  doc: FormDocument,
  choice: QuoteChoiceV2,
  areaSqFt: number | null,
  promo: PromoCode | null,
  travelMiles: number | null,
): QuoteRequest | null {
  if (choice.responseStatus !== "accept") return null;
  const listed = listedServiceId(choice);
  if (listed) {
    if (isListedRequest(doc, listed)) return null;
    const plan = choice.plan ?? null;
    return { serviceId: listed, sizeId: choice.sizeId ?? null, areaSqFt, plan, promo, travelMiles };
  }
  const yardSize = mowingYardSize(choice);
  if (defaultServiceOf(choice) !== "mowing" || needsProjectDetails("mowing", yardSize)) return null;
  // Version 2 names mowing as the engine does: its yard size as the size, its frequency as the plan.
  const plan = choice.plan ?? null;
  return { serviceId: MOWING_SERVICE_ID, sizeId: yardSize, areaSqFt, plan, promo, travelMiles };
}

/**
 * The priced quote of an accept, with the form's minimum, tax, the checked promo code and the
 * travel fee for the miles the server measured to the lead's stored point (service-area.service.ts);
 * null for a decline or a request. A plan, size or area the form does not offer is refused with
 * the engine's message.
 */
export function pricedAnswer(
  doc: FormDocument,
  choice: QuoteChoiceV2,
  areaSqFt: number | null,
  promo: PromoCode | null,
  travelMiles: number | null,
): PricedQuote | null {
  const request = quoteRequest(doc, choice, areaSqFt, promo, travelMiles);
  if (!request) return null;
  const priced = priceQuote(doc, request);
  if (!priced.ok) throw new HttpError(400, priced.message);
  return priced.quote;
}

/** An accept's agreement and the priced quote older readers take from it. */
export type Agreed = { priced: PricedQuote; agreement: Agreement };

function agreed(doc: FormDocument, request: QuoteRequest, terms: AgreementTerms): Agreed {
  const result = agreementFor(doc, request, terms);
  if (!result.ok) throw new HttpError(400, result.message);
  return { priced: pricedQuoteOf(result.agreement), agreement: result.agreement };
}

/**
 * The agreement of an accept, with the form's minimum, tax, the checked promo code and the
 * owner's payment rule; null for a decline or a request. A plan, size or area the form does not
 * offer is refused with the engine's message.
 */
export function agreedAnswer(
  doc: FormDocument,
  choice: QuoteChoiceV2,
  areaSqFt: number | null,
  promo: PromoCode | null,
  terms: AgreementTerms,
  travelMiles: number | null,
): Agreed | null {
  const request = quoteRequest(doc, choice, areaSqFt, promo, travelMiles);
  return request ? agreed(doc, request, terms) : null;
}

/** What agreedWithAddOns reads of the accept's complete record (responses.service.ts wrote it). */
type AcceptedRecord = { serviceType: string | null; yardSize: string | null; lawnAreaSqFt: number | null } & {
  quote: { priced?: PricedQuote | null } | null;
};

/**
 * The accepted agreement again with the upsell's priced add-ons as lines of their own, from the
 * complete record's service, size, lawn, plan and code; null where the accept had no priced quote
 * (a request, or a record stored before line items): the upsell then keeps only the names.
 */
export function agreedWithAddOns(
  doc: FormDocument,
  accepted: AcceptedRecord,
  addOnIds: readonly string[],
  terms: AgreementTerms,
  travelMiles: number | null,
): Agreed | null {
  const priced = accepted.quote?.priced;
  const service = priced?.lines.find((l) => l.kind === "service");
  if (!priced || !service) return null;
  const code = priced.promoCode;
  // The code was checked and counted with the accept; the lead's form version still holds it.
  const promo = code ? (doc.pricingSettings.promoCodes.find((p) => samePromoCode(p.code, code)) ?? null) : null;
  return agreed(
    doc,
    {
      serviceId: accepted.serviceType === "mowing" ? MOWING_SERVICE_ID : (accepted.serviceType ?? ""),
      sizeId: accepted.yardSize,
      areaSqFt: accepted.lawnAreaSqFt,
      plan: service.plan,
      promo,
      addOnIds,
      travelMiles,
    },
    terms,
  );
}
