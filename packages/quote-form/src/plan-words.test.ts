import { defaultFormDocument } from "@yq/form-schema/defaults";
import { priceQuote } from "@yq/form-schema/pricing/engine";
import { planOffers } from "@yq/form-schema/pricing/plan-offers";
import { snowDrivewayPlowing } from "@yq/form-schema/snow-defaults";
import { describe, expect, it } from "vitest";
import { instalmentWords, offerDetail, serviceNotes } from "./plan-words";

function snowDoc(
  edit: (pricing: Extract<ReturnType<typeof snowDrivewayPlowing>["pricing"], { method: "snow" }>) => void,
) {
  const doc = defaultFormDocument();
  const plowing = snowDrivewayPlowing();
  if (plowing.pricing.method === "snow") edit(plowing.pricing);
  doc.services.listed = [plowing];
  return { doc, plowing };
}

describe("plan words", () => {
  it("says a snow service's trigger depth, season and price per extra inch when one is set", () => {
    expect(serviceNotes(snowDoc(() => {}).plowing)).toEqual([
      "We come when snow reaches 2 in.",
      "Season: Nov 15 to Apr 15",
    ]);
    const { plowing } = snowDoc((p) =>
      Object.assign(p, { extraInchPrice: 12.5, extraInchesOver: 8, triggerInches: 1.5 }),
    );
    expect(serviceNotes(plowing)).toEqual([
      "We come when snow reaches 1.5 in.",
      "Season: Nov 15 to Apr 15",
      "$12.50 per extra inch over 8 in.",
    ]);
    expect(serviceNotes(null)).toEqual([]);
  });

  it("says a season's instalments and its cap on pushes; per push says nothing more", () => {
    const { doc, plowing } = snowDoc((p) => Object.assign(p, { maxPushes: 12, instalments: 4 }));
    const offers = planOffers(doc, plowing.id, { sizeId: "3-car" });
    expect(offers.map((o) => offerDetail(o, plowing))).toEqual([null, "4 payments of $175, up to 12 pushes"]);
    const single = snowDoc((p) => Object.assign(p, { instalments: 1 }));
    const seasonal = planOffers(single.doc, single.plowing.id, { sizeId: "1-car" }).find((o) => o.plan === "seasonal")!;
    expect(offerDetail(seasonal, single.plowing)).toBe("unlimited pushes");
  });

  it("gives a season's odd cents to its first payment, the first charge the engine takes", () => {
    expect(instalmentWords(60_000, 3)).toBe("3 payments of $200");
    expect(instalmentWords(60_001, 3)).toBe("3 payments: $200.01, then $200");
    expect(instalmentWords(60_002, 3)).toBe("3 payments: $200.02, then $200");
    // $500 in three: $166.68 first; the card says it, and the engine charges it first.
    const { doc, plowing } = snowDoc(() => {});
    const seasonal = planOffers(doc, plowing.id, { sizeId: "2-car" }).find((o) => o.plan === "seasonal")!;
    expect(offerDetail(seasonal, plowing)).toBe("3 payments: $166.68, then $166.66, unlimited pushes");
    const priced = priceQuote(doc, { serviceId: plowing.id, sizeId: "2-car", plan: "seasonal" });
    expect(priced.ok && priced.quote.totals.firstChargeCents).toBe(16_668);
  });
});
