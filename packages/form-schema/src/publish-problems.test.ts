import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import type { FormDocument } from "./form-document";
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
