import { defaultFormDocument } from "@yq/form-schema/defaults";
import { agreementFor } from "@yq/form-schema/agreement/agreement";
import { instalmentWords } from "@yq/form-schema/agreement/agreement-words";
import type { PlanOffer } from "@yq/form-schema/pricing/plan-offers";
import { planOffers } from "@yq/form-schema/pricing/plan-offers";
import { snowDrivewayPlowing } from "@yq/form-schema/snow-defaults";
import { describe, expect, it } from "vitest";
import { offerDetail, serviceNotes } from "./plan-words";

function snowDoc(
  edit: (pricing: Extract<ReturnType<typeof snowDrivewayPlowing>["pricing"], { method: "snow" }>) => void,
) {
  const doc = defaultFormDocument();
  const plowing = snowDrivewayPlowing();
  if (plowing.pricing.method === "snow") edit(plowing.pricing);
  doc.services.listed = [plowing];
  return { doc, plowing };
}

/** The offer's line as the card writes it, with the plan's own agreement. */
function detailOf(
  doc: ReturnType<typeof defaultFormDocument>,
  plowing: { id: string },
  sizeId: string,
  offer: PlanOffer,
) {
  const result = agreementFor(
    doc,
    { serviceId: plowing.id, sizeId, plan: offer.plan },
    { payment: null, today: "2026-12-02" },
  );
  return offerDetail(offer, doc.services.listed[0]!, result.ok ? result.agreement : null);
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
    expect(offers.map((o) => detailOf(doc, plowing, "3-car", o))).toEqual([
      null,
      "4 payments of $175, up to 12 pushes",
    ]);
    const single = snowDoc((p) => Object.assign(p, { instalments: 1 }));
    const seasonal = planOffers(single.doc, single.plowing.id, { sizeId: "1-car" }).find((o) => o.plan === "seasonal")!;
    expect(detailOf(single.doc, single.plowing, "1-car", seasonal)).toBe("unlimited pushes");
  });

  it("says the parts the agreement bills: equal ones, or the last where the rounding left it different", () => {
    expect(instalmentWords([20_000, 20_000, 20_000])).toBe("3 payments of $200");
    expect(instalmentWords([20_000, 20_000, 20_001])).toBe("3 payments of $200, the last $200.01");
    // $500 in three: $166.66, $166.66, $166.68; the card says the agreement's split, which the server bills.
    const { doc, plowing } = snowDoc(() => {});
    const seasonal = planOffers(doc, plowing.id, { sizeId: "2-car" }).find((o) => o.plan === "seasonal")!;
    expect(detailOf(doc, plowing, "2-car", seasonal)).toBe("3 payments of $166.66, the last $166.68, unlimited pushes");
  });
});
