import { newListedService } from "@yq/form-schema/listed-service-defaults";
import type { ListedService, Pricing } from "@yq/form-schema/pricing/listed-services";
import { describe, expect, it } from "vitest";
import { serviceFieldProblems } from "./service-field-problems";

const service = (pricing: Pricing, name = "Cleanup"): ListedService => ({
  ...newListedService("s", pricing.method, 0),
  name,
  pricing,
});

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
