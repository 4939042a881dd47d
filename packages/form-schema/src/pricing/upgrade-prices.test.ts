import { describe, expect, it } from "vitest";
import { YARD_SIZES } from "../constants";
import type { YardSizes } from "../form-document";
import { measuredDocument } from "../measured-quote";
import { offeredPrices, type OfferedPrice } from "../quote";
import { readFormDocument } from "../read-form";
import { readYardSizes } from "../read-groups";
import { decodeJson } from "../repair";
import { CORPUS_AREAS_SQ_FT, storedFormCorpus } from "../testing/stored-form-corpus";
import { upgradeStoredForm } from "../upgrade-stored-form";
import { priceQuote, quoteServices } from "./engine";
import { toCents } from "./money";
import { planOffers } from "./plan-offers";
import type { QuoteMeasure } from "./pricing-input";

// Decision 097's promise: a stored form of any earlier version, upgraded to version 4, offers
// every visitor exactly the amounts it offered before, to the cent. "Before" is the functions
// that priced a quote until then (quote.ts, measured-quote.ts) over the yard sizes as stored;
// "after" is the engine over the upgraded document.

type Before = { frequency: string; cents: number }[];

function before(prices: OfferedPrice[]): Before {
  return prices.map((p) => ({ frequency: p.frequency, cents: toCents(p.amount) }));
}

/** What each size and each measured area was offered before the upgrade, by the earlier functions. */
function offeredBefore(yardSizes: YardSizes): { measure: QuoteMeasure; prices: Before }[] {
  const bySize = YARD_SIZES.filter((size) => size !== "custom" && yardSizes[size].enabled).map((size) => ({
    measure: { sizeId: size },
    prices: before(offeredPrices(yardSizes[size])),
  }));
  if (!yardSizes.measurement.enabled) return bySize;
  const byArea = CORPUS_AREAS_SQ_FT.map((areaSqFt) => {
    const { doc, size } = measuredDocument({ yardSizes }, areaSqFt);
    // Above the owner's maximum the visitor was sent to the custom size's project request.
    return { measure: { areaSqFt }, prices: size === "custom" ? [] : before(offeredPrices(doc.yardSizes[size])) };
  });
  return [...bySize, ...byArea];
}

describe("upgrading stored forms to version 4 keeps every price", () => {
  const corpus = storedFormCorpus();

  it("covers every earlier version, priced by tier and by rate", () => {
    expect(new Set(corpus.map((c) => c.row.version ?? 0))).toEqual(new Set([0, 1, 2, 3]));
    const offers = corpus.flatMap(({ row }) => offeredBefore(readYardSizes(decodeJson(row.yardSizes))));
    expect(offers.filter((o) => o.measure.areaSqFt).length).toBeGreaterThan(100);
    expect(offers.flatMap((o) => o.prices).length).toBeGreaterThan(500);
  });

  for (const { label, row } of corpus) {
    it(`offers the same amounts after the upgrade: ${label}`, () => {
      const stored = readYardSizes(decodeJson(row.yardSizes));
      const upgraded = upgradeStoredForm(row);
      expect(upgraded).not.toBeNull();
      const doc = readFormDocument(upgraded!);
      expect(doc.version).toBe(4);
      const addOnIds = doc.upsellSettings.services.map((s) => s.id);

      for (const { measure, prices } of offeredBefore(stored)) {
        const offers = planOffers(doc, "mowing", measure);
        expect(
          offers.map((o) => ({ frequency: o.plan, cents: o.unitPriceCents })),
          JSON.stringify(measure),
        ).toEqual(prices);
        expect(offers.map((o) => o.shownCents)).toEqual(prices.map((p) => p.cents));
        for (const offer of offers) {
          // The accepted quote, with every add-on the form lists: none has a price yet.
          const priced = priceQuote(doc, { serviceId: "mowing", ...measure, plan: offer.plan, addOnIds });
          if (!priced.ok) throw new Error(priced.message);
          expect(priced.quote.lines).toHaveLength(1);
          expect(priced.quote.totals).toEqual({
            subtotalCents: offer.unitPriceCents,
            discountCents: 0,
            taxCents: 0,
            totalCents: offer.unitPriceCents,
            firstChargeCents: offer.unitPriceCents,
          });
        }
      }

      const lowest = offeredBefore(stored)
        .filter((o) => o.measure.sizeId)
        .flatMap((o) => o.prices.map((p) => p.cents));
      const mowing = quoteServices(doc).find((s) => s.id === "mowing");
      expect(mowing?.fromCents ?? null).toBe(lowest.length > 0 ? Math.min(...lowest) : null);
    });
  }
});
