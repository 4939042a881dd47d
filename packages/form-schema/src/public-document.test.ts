import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import { publicFormDocumentSchema, publicPageDataSchema, toPublicDocument } from "./public-document";

describe("the public document", () => {
  it("is the form document without the owner's notification settings", () => {
    const doc = defaultFormDocument();
    doc.notificationSettings = { email: "owner@example.com", notifications_enabled: true };
    const pub = toPublicDocument(doc);
    expect(pub).not.toHaveProperty("notificationSettings");
    expect(JSON.stringify(pub)).not.toContain("owner@example.com");
    expect(publicFormDocumentSchema.parse(pub)).toEqual(pub);
    expect(doc.notificationSettings.email).toBe("owner@example.com");
  });

  it("keeps the form's minimum and tax but none of its promo codes (decision 097)", () => {
    const doc = defaultFormDocument();
    doc.pricingSettings = {
      ...doc.pricingSettings,
      minimumCharge: 30,
      taxRate: 8.25,
      promoCodes: [
        {
          id: "c",
          enabled: true,
          code: "FRIENDS50",
          kind: "percent",
          value: 50,
          scope: "first",
          expiresOn: null,
          maxUses: null,
        },
      ],
    };
    const pub = toPublicDocument(doc);
    expect(pub.pricingSettings).toEqual({ ...doc.pricingSettings, promoCodes: [] });
    expect(JSON.stringify(pub)).not.toContain("FRIENDS50");
    expect(doc.pricingSettings.promoCodes).toHaveLength(1);
  });

  it("drops the notification settings when a whole document is parsed as a public one", () => {
    const parsed = publicFormDocumentSchema.parse(defaultFormDocument());
    expect(parsed).not.toHaveProperty("notificationSettings");
  });

  it("is what the page carries with the form id", () => {
    const doc = toPublicDocument(defaultFormDocument());
    expect(publicPageDataSchema.safeParse({ formId: "f", document: doc }).success).toBe(true);
    expect(publicPageDataSchema.safeParse({ document: doc }).success).toBe(false);
  });
});
