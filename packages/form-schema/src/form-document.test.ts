import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import { formDocumentSchema, type FormDocument } from "./form-document";
import { richText } from "./rich-text";

function valid(change: (doc: FormDocument) => void): boolean {
  const doc = defaultFormDocument();
  change(doc);
  return formDocumentSchema.safeParse(doc).success;
}

describe("formDocumentSchema (draft strictness)", () => {
  it("accepts an unfinished draft: empty name, nothing enabled, invalid redirect URL", () => {
    expect(
      valid((d) => {
        d.name = "";
        d.services.mowing.enabled = false;
        d.services.landscaping.enabled = false;
        d.redirectSettings = { enabled: true, url: "not a url", openInNewTab: false };
        d.notificationSettings.email = "bob@";
      }),
    ).toBe(true);
  });

  it("requires every group", () => {
    const { customization: _dropped, ...rest } = defaultFormDocument();
    expect(formDocumentSchema.safeParse(rest).success).toBe(false);
  });

  it("bounds lengths: name 200, texts 5000, rich text 20000, URLs 2000, colours 64", () => {
    expect(valid((d) => (d.name = "a".repeat(200)))).toBe(true);
    expect(valid((d) => (d.name = "a".repeat(201)))).toBe(false);
    expect(valid((d) => (d.description = "a".repeat(5000)))).toBe(true);
    expect(valid((d) => (d.description = "a".repeat(5001)))).toBe(false);
    expect(valid((d) => (d.customerFields.consent.richText = richText("a".repeat(20000))))).toBe(true);
    expect(valid((d) => (d.customerFields.consent.richText = richText("a".repeat(20001))))).toBe(false);
    expect(valid((d) => (d.customization.textContent.quoteDisclaimer = richText("a".repeat(20001))))).toBe(false);
    expect(valid((d) => (d.redirectSettings.url = "a".repeat(2000)))).toBe(true);
    expect(valid((d) => (d.redirectSettings.url = "a".repeat(2001)))).toBe(false);
    expect(valid((d) => (d.yardSizes.small.media = "a".repeat(2001)))).toBe(false);
    expect(valid((d) => (d.customization.background = "#".padEnd(65, "a")))).toBe(false);
  });

  it("accepts rgba colours but nothing that could escape a CSS value", () => {
    expect(valid((d) => (d.customization.background = "rgba(255, 255, 255, 0.5)"))).toBe(true);
    expect(valid((d) => (d.customization.background = "red; background:url(x)"))).toBe(false);
    expect(valid((d) => (d.customization.background = ""))).toBe(false);
  });

  it("bounds prices to 0..1,000,000", () => {
    expect(valid((d) => (d.yardSizes.small.weeklyPrice = 1_000_000))).toBe(true);
    expect(valid((d) => (d.yardSizes.small.weeklyPrice = 1_000_001))).toBe(false);
    expect(valid((d) => (d.yardSizes.small.weeklyPrice = -1))).toBe(false);
    expect(valid((d) => (d.customization.pricingStyle.weekly = -1))).toBe(false);
    expect(valid((d) => (d.services.mowing.priceRange.max = Number.NaN))).toBe(false);
  });

  it("allows at most 8 upsell services with unique ids", () => {
    const services = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `u${i}`,
        name: `S${i}`,
        enabled: true,
        order: i,
        price: null,
        unit: "visit" as const,
      }));
    expect(valid((d) => (d.upsellSettings.services = services(8)))).toBe(true);
    expect(valid((d) => (d.upsellSettings.services = services(9)))).toBe(false);
    expect(valid((d) => (d.upsellSettings.services = services(2).map((s) => ({ ...s, id: "same" }))))).toBe(false);
  });

  it("requires the 7 customer field types exactly once each", () => {
    expect(valid((d) => d.customerFields.fields.pop())).toBe(false);
    expect(valid((d) => (d.customerFields.fields[6]!.type = "city"))).toBe(false);
  });

  it("keeps name, email and phone required and enabled", () => {
    expect(valid((d) => (d.customerFields.fields[1]!.required = false))).toBe(false);
    expect(valid((d) => (d.customerFields.fields[2]!.enabled = false))).toBe(false);
    expect(valid((d) => (d.customerFields.fields[3]!.enabled = false))).toBe(true);
  });

  it("rejects unknown enum values and a wrong version", () => {
    expect(valid((d) => ((d as { status: string }).status = "archived"))).toBe(false);
    expect(valid((d) => ((d.customization as { fontFamily: string }).fontFamily = "Comic Sans"))).toBe(false);
    expect(valid((d) => ((d.customization.buttonStyle as { shape: string }).shape = "oval"))).toBe(false);
    expect(valid((d) => ((d as { version: number }).version = 5))).toBe(false);
  });
});
