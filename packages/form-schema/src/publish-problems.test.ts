import { describe, expect, it } from "vitest";
import { defaultFormDocument, defaultFormDocumentFor } from "./defaults";
import type { FormDocument } from "./form-document";
import { newListedService } from "./listed-service-defaults";
import { publishProblems } from "./publish-problems";
import { richText } from "./rich-text";

function problemsAfter(change: (doc: FormDocument) => void): string[] {
  const doc = defaultFormDocument();
  change(doc);
  return publishProblems(doc);
}

describe("publishProblems", () => {
  it("finds nothing missing in the default form", () => {
    expect(publishProblems(defaultFormDocument())).toEqual([]);
  });

  it("asks for a name", () => {
    expect(problemsAfter((d) => (d.name = "   "))).toEqual(["Give the form a name."]);
  });

  it("asks for at least one enabled service", () => {
    expect(
      problemsAfter((d) => {
        d.services.mowing.enabled = false;
        d.services.landscaping.enabled = false;
      }),
    ).toEqual(["Enable at least one service."]);
  });

  it("asks for a name of an enabled service", () => {
    expect(problemsAfter((d) => (d.services.landscaping.name = ""))).toEqual(["The Landscaping service needs a name."]);
  });

  it("asks for an enabled yard size when mowing is enabled", () => {
    const noSizes = (d: FormDocument) => {
      for (const size of ["small", "medium", "large", "custom"] as const) d.yardSizes[size].enabled = false;
    };
    expect(problemsAfter(noSizes)).toEqual(["Mowing is enabled, so enable at least one yard size."]);
    expect(
      problemsAfter((d) => {
        noSizes(d);
        d.services.mowing.enabled = false;
      }),
    ).toEqual([]);
  });

  it("asks for an enabled price on an enabled priced yard size, but not on custom", () => {
    expect(
      problemsAfter((d) => {
        d.yardSizes.medium.weeklyPriceEnabled = false;
        d.yardSizes.medium.biweeklyPriceEnabled = false;
        d.yardSizes.medium.monthlyPriceEnabled = false;
      }),
    ).toEqual(["The Medium yard size needs at least one enabled price."]);
    expect(
      problemsAfter((d) => {
        d.yardSizes.custom.enabled = true;
        d.yardSizes.custom.weeklyPriceEnabled = false;
        d.yardSizes.custom.biweeklyPriceEnabled = false;
        d.yardSizes.custom.monthlyPriceEnabled = false;
      }),
    ).toEqual([]);
  });

  it("asks for consent text when consent is enabled", () => {
    expect(
      problemsAfter((d) => {
        d.customerFields.consent.text = "";
        d.customerFields.consent.richText = richText("<p> </p>");
      }),
    ).toEqual(["The consent checkbox is enabled, so give it a text."]);
  });

  it("asks for an upsell service when upsell is enabled", () => {
    expect(problemsAfter((d) => (d.upsellSettings.enabled = true))).toEqual([
      "Upsell is enabled, so add at least one enabled upsell service with a name.",
    ]);
    expect(
      problemsAfter((d) => {
        d.upsellSettings.enabled = true;
        d.upsellSettings.services = [
          { id: "a", name: "Aeration", enabled: true, order: 0, price: null, unit: "visit" },
        ];
      }),
    ).toEqual([]);
  });

  it("never blocks on an invalid redirect URL or notification email", () => {
    expect(
      problemsAfter((d) => {
        d.redirectSettings = { enabled: true, url: "javascript:alert(1)", openInNewTab: true };
        d.notificationSettings = { email: "nope", notifications_enabled: true };
      }),
    ).toEqual([]);
  });

  it("lists every problem at once", () => {
    expect(
      problemsAfter((d) => {
        d.name = "";
        d.services.mowing.enabled = false;
        d.services.landscaping.enabled = false;
      }),
    ).toHaveLength(2);
  });
});

describe("publishProblems with listed services (decision 097)", () => {
  const snowProblems = (change: (doc: FormDocument) => void) => {
    const doc = defaultFormDocumentFor("snow_quote");
    change(doc);
    return publishProblems(doc);
  };
  const plowing = (doc: FormDocument) => doc.services.listed[0]!;
  const snowPricing = (doc: FormDocument) => {
    const pricing = plowing(doc).pricing;
    if (pricing.method !== "snow") throw new Error("the snow form's first service is priced per push and seasonal");
    return pricing;
  };

  it("publishes a snow form and an Other form with a listed service, neither offering mowing", () => {
    expect(publishProblems(defaultFormDocumentFor("snow_quote"))).toEqual([]);
    const other = defaultFormDocumentFor("other");
    expect(publishProblems(other)).toEqual(["Enable at least one service."]);
    other.services.listed = [{ ...newListedService("design", "request", 0), name: "Garden design" }];
    expect(publishProblems(other)).toEqual([]);
  });

  it("counts only enabled listed services as a service, and checks no switched-off one", () => {
    expect(snowProblems((d) => (plowing(d).enabled = false))).toEqual(["Enable at least one service."]);
    expect(
      snowProblems((d) => {
        d.services.mowing.enabled = true;
        plowing(d).enabled = false;
        plowing(d).name = "";
      }),
    ).toEqual([]);
  });

  it("asks for a listed service's name", () => {
    expect(snowProblems((d) => (plowing(d).name = "  "))).toEqual(["Listed service 1 needs a name."]);
  });

  it("asks a snow service for per push or seasonal, and a driveway size with a price", () => {
    expect(
      snowProblems((d) => {
        snowPricing(d).perPushEnabled = false;
        snowPricing(d).seasonalEnabled = false;
      }),
    ).toEqual(["The Driveway Plowing service needs per-push or seasonal pricing switched on."]);
    expect(
      snowProblems((d) => {
        snowPricing(d).seasonalEnabled = false;
        for (const size of snowPricing(d).sizes) size.perPushPrice = 0;
      }),
    ).toEqual([
      "The Driveway Plowing service needs at least one enabled driveway size with a price for the pricing switched on.",
    ]);
    expect(snowProblems((d) => (snowPricing(d).sizes = []))).toHaveLength(1);
  });

  it("asks an area service for a rate, a frequency and bands that go up", () => {
    const lawn = { ...newListedService("lawn", "area_frequency", 1), name: "Lawn mowing by area" };
    lawn.pricing = {
      method: "area_frequency",
      rates: {
        bands: [
          { upToSqFt: 5000, ratePerThousandSqFt: 10 },
          { upToSqFt: 4000, ratePerThousandSqFt: 8 },
          { upToSqFt: null, ratePerThousandSqFt: 6 },
        ],
        minimum: 35,
      },
      frequencies: { weekly: false, biweekly: false, monthly: false },
    };
    expect(snowProblems((d) => d.services.listed.push(lawn))).toEqual([
      "The Lawn mowing by area service: each area band must end above the one before it, and only the last may be open-ended.",
      "The Lawn mowing by area service needs at least one frequency switched on (weekly, bi-weekly or monthly).",
    ]);
    const fixed = structuredClone(lawn);
    if (fixed.pricing.method === "area_frequency") {
      fixed.pricing.rates.bands[1]!.upToSqFt = 9000;
      fixed.pricing.frequencies.weekly = true;
    }
    expect(snowProblems((d) => d.services.listed.push(fixed))).toEqual([]);
    if (fixed.pricing.method === "area_frequency") {
      for (const band of fixed.pricing.rates.bands) band.ratePerThousandSqFt = 0;
    }
    expect(snowProblems((d) => d.services.listed.push(fixed))).toEqual([
      "The Lawn mowing by area service needs a rate above $0 per 1,000 sq ft.",
    ]);
  });

  it("asks a one-time service priced by size cards for one with a price", () => {
    const cleanup = { ...newListedService("cleanup", "one_time", 1), name: "Spring cleanup" };
    expect(snowProblems((d) => d.services.listed.push(cleanup))).toEqual([
      "The Spring cleanup service needs at least one enabled property size with a price.",
    ]);
  });
});
