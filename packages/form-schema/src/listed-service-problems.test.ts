import { describe, expect, it } from "vitest";
import { defaultFormDocumentFor } from "./defaults";
import { newListedService } from "./listed-service-defaults";
import { listedServiceProblems, serviceFieldProblems } from "./listed-service-problems";
import type { ListedService, Pricing } from "./pricing/listed-services";

// The builder says these under each field as the owner types; publishing refuses
// the same findings form-wide, through publish-problems.ts (its own tests hold its sentences).

const service = (pricing: Pricing, name = "Cleanup"): ListedService => ({
  ...newListedService("s", pricing.method, 0),
  name,
  pricing,
});

/** What publishing says of a form whose only listed service is this one. */
const refusals = (listed: ListedService) => {
  const doc = defaultFormDocumentFor("other");
  doc.services.listed = [listed];
  return listedServiceProblems(doc);
};

describe("what the builder asks the owner to fix in a listed service", () => {
  it("a name, and a priced size the visitor can pick", () => {
    const problems = serviceFieldProblems(service({ method: "one_time", price: { basis: "size", sizes: [] } }, " "));
    expect(problems).toEqual({
      name: "Give the service a name: visitors pick it by name.",
      sizes: "Add a size, or switch one on, so visitors can pick one.",
    });
    const sized = serviceFieldProblems(
      service({
        method: "program",
        rounds: 5,
        price: {
          basis: "size",
          sizes: [
            { id: "a", enabled: true, label: "", description: "", price: 0 },
            { id: "b", enabled: false, label: "", description: "", price: 0 },
          ],
        },
      }),
    );
    expect(sized).toEqual({
      "size:a:label": "Name this size, like “2-car driveway”.",
      "size:a:price": "Set a price for this size.",
    });
  });

  it("area bands that rise, with only the last open-ended", () => {
    const problems = serviceFieldProblems(
      service({
        method: "area_frequency",
        frequencies: { weekly: false, biweekly: false, monthly: false },
        rates: {
          minimum: 0,
          bands: [
            { upToSqFt: 5000, ratePerThousandSqFt: 6 },
            { upToSqFt: null, ratePerThousandSqFt: 5 },
            { upToSqFt: 4000, ratePerThousandSqFt: 0 },
          ],
        },
      }),
    );
    expect(problems).toEqual({
      frequencies: "Switch on at least one frequency.",
      "band:1:upTo": "Only the last band can be open-ended: enter where this one ends.",
      "band:2:upTo": "End this band above 5,000 sq ft, where the one before it ends.",
      "band:2:rate": "Set a rate per 1,000 sq ft.",
    });
  });

  it("a band at $0 asks for a rate even with a minimum: the engine never offers it", () => {
    const lawn = service({
      method: "area_frequency",
      frequencies: { weekly: true, biweekly: false, monthly: false },
      rates: { minimum: 35, bands: [{ upToSqFt: null, ratePerThousandSqFt: 0 }] },
    });
    expect(serviceFieldProblems(lawn)).toEqual({ "band:0:rate": "Set a rate per 1,000 sq ft." });
    expect(refusals(lawn)).toEqual(["The Cleanup service needs a rate above $0 per 1,000 sq ft."]);
  });

  it("snow: a plan on, a season that ends on another day, a price for each plan on", () => {
    const snow = newListedService("s", "snow", 0).pricing;
    if (snow.method !== "snow") throw new Error("snow defaults");
    const size = { id: "1-car", enabled: true, label: "1-car", description: "", perPushPrice: 40, seasonalPrice: 0 };
    expect(serviceFieldProblems(service({ ...snow, sizes: [size], perPushEnabled: false }))).toEqual({
      plans: "Offer per push, seasonal, or both.",
    });
    expect(
      serviceFieldProblems(service({ ...snow, sizes: [size], seasonalEnabled: true, seasonEnd: snow.seasonStart })),
    ).toEqual({
      season: "The season must end on another day than it starts.",
      "size:1-car:seasonalPrice": "Set a seasonal price for this size.",
    });
  });

  it("a request has nothing to price", () => {
    expect(serviceFieldProblems(service({ method: "request" }))).toEqual({});
  });
});

describe("what publishing refuses of the same findings", () => {
  it("refuses only what leaves a visitor nothing to be offered", () => {
    const snow = newListedService("s", "snow", 0).pricing;
    if (snow.method !== "snow") throw new Error("snow defaults");
    // Said under the fields, yet the 1-car size can be offered per push: publishing lets it through.
    const plowing = service(
      {
        ...snow,
        seasonalEnabled: true,
        seasonEnd: snow.seasonStart,
        sizes: [
          { id: "1-car", enabled: true, label: "", description: "", perPushPrice: 40, seasonalPrice: 0 },
          { id: "2-car", enabled: true, label: "2-car", description: "", perPushPrice: 0, seasonalPrice: 0 },
        ],
      },
      "Plowing",
    );
    expect(Object.keys(serviceFieldProblems(plowing))).toEqual([
      "size:1-car:label",
      "size:1-car:seasonalPrice",
      "size:2-car:perPushPrice",
      "size:2-car:seasonalPrice",
      "season",
    ]);
    expect(refusals(plowing)).toEqual([]);

    const unpriced = structuredClone(plowing);
    if (unpriced.pricing.method === "snow") unpriced.pricing.sizes[0]!.perPushPrice = 0;
    expect(refusals(unpriced)).toEqual([
      "The Plowing service needs at least one enabled driveway size with a price for the pricing switched on.",
    ]);
  });

  it("names an unnamed service by its place, and says nothing of a switched-off one", () => {
    const unnamed = service({ method: "request" }, "");
    expect(serviceFieldProblems(unnamed)).toEqual({ name: "Give the service a name: visitors pick it by name." });
    expect(refusals(unnamed)).toEqual(["Listed service 1 needs a name."]);
    expect(refusals({ ...unnamed, enabled: false })).toEqual([]);
  });
});
