import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FormDocument } from "../form-document";
import { formsAndAnswers } from "../testing/random-forms";
import { priceQuote, type QuoteRequest } from "./engine";
import { toCents } from "./money";
import { planOffers } from "./plan-offers";
import { pricedService } from "./priced-services";

// Over thousands of random forms, answers and codes: whenever a minimum is set,
// every figure a visitor is shown or charged for the service is at least that minimum, per
// charged unit, whatever the code takes off. Tax only adds.

/** The minimum the answer's unit may not go under: the form's, or the service's own where higher. */
function minimumOf(doc: FormDocument, request: QuoteRequest): number {
  const form = toCents(doc.pricingSettings.minimumCharge);
  const { measurement } = doc.yardSizes;
  const pricing = pricedService(doc, request.serviceId)?.pricing;
  if (pricing?.method === "size_frequency") {
    const byRate = request.areaSqFt && measurement.enabled && measurement.pricing === "rate";
    return Math.max(form, byRate ? toCents(measurement.minimumPrice) : 0);
  }
  if (pricing?.method === "area_frequency") return Math.max(form, toCents(pricing.rates.minimum));
  if ((pricing?.method === "program" || pricing?.method === "one_time") && pricing.price.basis === "area") {
    return Math.max(form, toCents(pricing.price.rates.minimum));
  }
  return form;
}

describe("the minimum charge over random forms, answers and codes", () => {
  it("no shown or charged figure of the service goes under the minimum, whatever the code", () => {
    fc.assert(
      fc.property(formsAndAnswers, ([doc, request]) => {
        const minimum = minimumOf(doc, request);
        for (const offer of planOffers(doc, request.serviceId, request)) {
          expect(offer.shownCents).toBeGreaterThanOrEqual(minimum);
          if (offer.periodShownCents !== null) {
            expect(offer.periodShownCents).toBeGreaterThanOrEqual(minimum * offer.quantity);
          }
        }
        const result = priceQuote(doc, request);
        if (!result.ok || minimum === 0) return;
        const [line] = result.quote.lines;
        const discounted = request.promo?.scope === "every" ? line!.quantity : 1;
        expect(line!.unitPriceCents).toBeGreaterThanOrEqual(minimum);
        // Each discounted unit keeps at least the minimum: the lowest unit charged is never below it.
        expect(line!.unitPriceCents - line!.discountCents / discounted).toBeGreaterThanOrEqual(minimum);
        expect(line!.totalCents).toBeGreaterThanOrEqual(minimum * line!.quantity);
        expect(result.quote.totals.totalCents).toBeGreaterThanOrEqual(minimum * line!.quantity);
        // A season paid in instalments is one unit: its total holds the minimum, not each part.
        if (!line!.instalments) expect(result.quote.totals.firstChargeCents).toBeGreaterThanOrEqual(minimum);
      }),
      { numRuns: 3000 },
    );
    // Thousands of runs on a machine shared with other suites.
  }, 60_000);
});
