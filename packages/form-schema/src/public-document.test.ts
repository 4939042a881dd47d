import { describe, expect, it, vi } from "vitest";
import { defaultFormDocument } from "./defaults";
import { offersPromoCodes } from "./pricing/promo-codes";
import { previewDocument, publicFormDocumentSchema, publicPageDataSchema, toPublicDocument } from "./public-document";

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
    expect(pub.pricingSettings).toEqual({ ...doc.pricingSettings, promoCodes: [], hasPromoCodes: true });
    expect(JSON.stringify(pub)).not.toContain("FRIENDS50");
    expect(doc.pricingSettings.promoCodes).toHaveLength(1);
    // The flag survives the page's inline data.
    expect(publicPageDataSchema.parse({ formId: "f", document: pub }).document.pricingSettings.hasPromoCodes).toBe(
      true,
    );
  });

  it("says whether a code is switched on and not past its last day, without any code (decision 101)", () => {
    const doc = defaultFormDocument();
    const flag = (today: string) => toPublicDocument(doc, today).pricingSettings.hasPromoCodes;
    expect(flag("2026-11-26")).toBe(false);
    const code = { kind: "amount", value: 5, scope: "every", maxUses: 1 } as const;
    doc.pricingSettings.promoCodes = [
      { ...code, id: "off", enabled: false, code: "OFF5", expiresOn: null },
      { ...code, id: "old", enabled: true, code: "OLD5", expiresOn: "2026-11-25" },
    ];
    expect(flag("2026-11-26")).toBe(false);
    expect(flag("2026-11-25")).toBe(true);
    doc.pricingSettings.promoCodes.push({ ...code, id: "on", enabled: true, code: "ON5", expiresOn: null });
    expect(flag("2030-01-01")).toBe(true);
    expect(JSON.stringify(toPublicDocument(doc, "2030-01-01"))).not.toMatch(/OFF5|OLD5|ON5/);
  });

  it("counts a code through its last day wherever its owner is: by default today is the earliest date on Earth", () => {
    vi.useFakeTimers();
    try {
      const doc = defaultFormDocument();
      const last = { id: "c", enabled: true, code: "LAST", kind: "percent", value: 5, scope: "first" } as const;
      doc.pricingSettings.promoCodes = [{ ...last, expiresOn: "2026-11-25", maxUses: null }];
      // 05:00 UTC on the 26th is still the 25th west of UTC-5, down to UTC-12.
      vi.setSystemTime(new Date("2026-11-26T05:00:00Z"));
      expect(toPublicDocument(doc).pricingSettings.hasPromoCodes).toBe(true);
      // 12:00 UTC on the 26th is the 26th everywhere: the code has ended for every owner.
      vi.setSystemTime(new Date("2026-11-26T12:00:00Z"));
      expect(toPublicDocument(doc).pricingSettings.hasPromoCodes).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves the builder's preview (the owner's document, no flag) to ask by its own codes", () => {
    const settings = defaultFormDocument().pricingSettings;
    expect(offersPromoCodes(settings, "2026-11-26")).toBe(false);
    settings.promoCodes = [
      {
        id: "c",
        enabled: true,
        code: "NEW",
        kind: "percent",
        value: 5,
        scope: "first",
        expiresOn: null,
        maxUses: null,
      },
    ];
    expect(offersPromoCodes(settings, "2026-11-26")).toBe(true);
    // The public document's flag decides where it is set, its codes being gone.
    expect(offersPromoCodes({ ...settings, promoCodes: [], hasPromoCodes: true }, "2026-11-26")).toBe(true);
    expect(offersPromoCodes({ ...settings, hasPromoCodes: false }, "2026-11-26")).toBe(false);
  });

  it("drops the notification settings when a whole document is parsed as a public one", () => {
    const parsed = publicFormDocumentSchema.parse(previewDocument(defaultFormDocument()));
    expect(parsed).not.toHaveProperty("notificationSettings");
    // The owner's area is not a public one: toPublicDocument says whether it applies.
    expect(publicFormDocumentSchema.safeParse(defaultFormDocument()).success).toBe(false);
  });

  it("is what the page carries with the form id", () => {
    const doc = toPublicDocument(defaultFormDocument());
    expect(publicPageDataSchema.safeParse({ formId: "f", document: doc }).success).toBe(true);
    expect(publicPageDataSchema.safeParse({ document: doc }).success).toBe(false);
  });

  it("says only whether a service area applies and its travel bands: no ZIPs, centre or drawn areas", () => {
    const doc = defaultFormDocument();
    const bands = [
      { upToMiles: 5, feeCents: 0 },
      { upToMiles: 10, feeCents: 500 },
    ];
    doc.serviceArea = {
      zipCodes: ["62701", "K1A 0B1"],
      radius: { miles: 10, centre: { lat: 39.7817, lng: -89.6501, label: "1 Main St, Springfield IL" } },
      drawn: [
        {
          name: "Northside",
          points: [
            { lat: 1, lng: 1 },
            { lat: 2, lng: 1 },
            { lat: 2, lng: 2 },
          ],
        },
      ],
      outsideMessage: "We don't serve {zip} yet",
      travelBands: bands,
    };
    const pub = toPublicDocument(doc);
    expect(pub.serviceArea).toEqual({ set: true, travelBands: bands });
    const shipped = JSON.stringify(publicPageDataSchema.parse({ formId: "f", document: pub }));
    for (const secret of ["zipCodes", "62701", "K1A", "centre", "39.7817", "Main St", "drawn", "Northside", "radius"])
      expect(shipped).not.toContain(secret);
    // No address asked: no area applies, as on the server (areaSet).
    for (const f of doc.customerFields.fields)
      if (["street", "city", "state", "zipcode"].includes(f.type)) f.enabled = false;
    expect(toPublicDocument(doc).serviceArea).toEqual({ set: false, travelBands: bands });
    expect(toPublicDocument(defaultFormDocument()).serviceArea).toEqual({ set: false, travelBands: [] });
  });
});
