import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FormDocument } from "../form-document";
import { toPublicDocument, type PublicFormDocument } from "../public-document";
import { formsAndAnswers } from "../testing/random-forms";
import { priceQuote } from "./engine";
import { planOffers } from "./plan-offers";
import { PLANS } from "./plans";
import { sizeChoices } from "./size-choices";

// Thousands of random forms and answers: whatever the owner set and the visitor
// picked, a priced quote adds up, is never negative, survives the stored form's JSON round trip
// unchanged (the server prices from what was stored, the browser from the public document it was
// sent, which lists no promo code: a checked code is passed in by both), and prices exactly
// what the offers showed.

describe("the pricing engine over random forms and answers", () => {
  it("adds up, is never negative, and the browser's public document prices exactly as the server's stored form", () => {
    fc.assert(
      fc.property(formsAndAnswers, ([doc, request]) => {
        const result = priceQuote(doc, request);
        // The server prices from the stored form; the browser from the public document inlined in its page.
        const stored = JSON.parse(JSON.stringify(doc)) as FormDocument;
        expect(priceQuote(stored, request)).toEqual(result);
        const inlined = JSON.parse(JSON.stringify(toPublicDocument(doc))) as PublicFormDocument;
        expect(priceQuote(inlined, request)).toEqual(result);
        if (!result.ok) return;
        const { lines, totals } = result.quote;
        for (const l of lines) {
          expect(l.totalCents).toBe(l.unitPriceCents * l.quantity - l.discountCents + l.taxCents);
          expect(l.discountCents).toBeLessThanOrEqual(l.unitPriceCents * l.quantity);
          for (const cents of [l.unitPriceCents, l.discountCents, l.taxCents, l.totalCents]) {
            expect(Number.isInteger(cents) && cents >= 0).toBe(true);
          }
        }
        expect(totals.totalCents).toBe(lines.reduce((t, l) => t + l.totalCents, 0));
        expect(totals.subtotalCents - totals.discountCents + totals.taxCents).toBe(totals.totalCents);
        expect(totals.firstChargeCents).toBeGreaterThanOrEqual(0);
        expect(totals.firstChargeCents).toBeLessThanOrEqual(totals.totalCents);
      }),
      { numRuns: 3000 },
    );
    // Thousands of runs on a machine shared with other suites.
  }, 60_000);

  it("prices each offered plan at the price the offer showed, and refuses any plan not offered", () => {
    fc.assert(
      fc.property(formsAndAnswers, ([doc, answer]) => {
        const measure = { sizeId: answer.sizeId, areaSqFt: answer.areaSqFt };
        const offers = planOffers(doc, answer.serviceId, measure);
        for (const plan of PLANS) {
          const offer = offers.find((o) => o.plan === plan);
          const result = priceQuote(doc, { serviceId: answer.serviceId, ...measure, plan });
          if (!offer) {
            expect(result.ok).toBe(false);
            continue;
          }
          if (!result.ok) throw new Error(result.message);
          expect(result.quote.lines[0]!.unitPriceCents).toBe(offer.unitPriceCents);
          expect(result.quote.lines[0]!.unitPriceCents).toBeGreaterThanOrEqual(
            Math.round(doc.pricingSettings.minimumCharge * 100),
          );
        }
        // A size the service does not show is never priced.
        if (
          answer.sizeId &&
          !answer.areaSqFt &&
          !sizeChoices(doc, answer.serviceId).some((c) => c.sizeId === answer.sizeId)
        ) {
          expect(offers).toEqual([]);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
