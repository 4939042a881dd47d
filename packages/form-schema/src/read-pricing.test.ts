import { describe, expect, it } from "vitest";
import { defaultFormDocumentFor } from "./defaults";
import { formDocumentSchema } from "./form-document";
import { defaultPricing } from "./listed-service-defaults";
import { defaultPricingSettings } from "./pricing/pricing-settings";
import { readFormDocument } from "./read-form";
import { readListedServices, readPricingSettings } from "./read-pricing";

const plowing = () => defaultFormDocumentFor("snow_quote").services.listed[0]!;

describe("readListedServices", () => {
  it("keeps valid services as they are", () => {
    expect(readListedServices([plowing()])).toStrictEqual([plowing()]);
  });

  it("repairs a broken service key by key and keeps the others", () => {
    const aeration = {
      id: "aeration",
      enabled: true,
      name: "Core aeration",
      description: 42,
      image: "",
      order: 1,
      pricing: { method: "one_time", price: { basis: "area", rates: { bands: "x", minimum: 80 } } },
    };
    const [first, second] = readListedServices([plowing(), aeration]);
    expect(first).toStrictEqual(plowing());
    expect(second).toStrictEqual({
      ...aeration,
      description: "",
      pricing: {
        method: "one_time",
        price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 0 }], minimum: 80 } },
      },
    });
  });

  it("repairs a snow service's broken settings to the method's defaults, keeping its sizes", () => {
    const stored = plowing();
    const broken = { ...stored, pricing: { ...stored.pricing, seasonStart: "Nov 15", instalments: 0 } };
    const [read] = readListedServices([broken]);
    expect(read!.pricing).toStrictEqual({ ...stored.pricing, seasonStart: "11-15", instalments: 1 });
  });

  it("reads an unknown pricing method as a request, and a service with a broken switch as off", () => {
    const [read] = readListedServices([{ ...plowing(), enabled: "yes", pricing: { method: "hourly" } }]);
    expect(read).toMatchObject({ name: "Driveway Plowing", enabled: false, pricing: defaultPricing("request") });
  });

  it("drops what is not a service, orders by the owner's order, keeps ten, gives unique ids", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...plowing(), id: i < 2 ? "same" : `s${i}`, order: 20 - i }));
    const read = readListedServices(["junk", null, ...many]);
    expect(read).toHaveLength(10);
    expect(read.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(read[0]!.id).toBe("s11");
    expect(new Set(read.map((s) => s.id)).size).toBe(10);
    expect(readListedServices("junk")).toEqual([]);
  });
});

describe("readPricingSettings", () => {
  it("gives the settings that change no price for a missing or broken group", () => {
    expect(readPricingSettings(undefined)).toStrictEqual(defaultPricingSettings());
    expect(readPricingSettings("x")).toStrictEqual(defaultPricingSettings());
  });

  it("repairs key by key and keeps the first of two codes equal but for case", () => {
    const code = { id: "c1", enabled: true, code: "SPRING10", kind: "percent", value: 10, scope: "first" };
    const read = readPricingSettings({
      minimumCharge: 35,
      taxRate: 99,
      taxLabel: "HST",
      taxDisplay: "after_tax",
      promoCodes: [
        { ...code, expiresOn: null, maxUses: null },
        { ...code, id: "c2", code: "spring10", expiresOn: null, maxUses: 5 },
        { ...code, id: "c3", code: "x" },
      ],
    });
    expect(read).toStrictEqual({
      minimumCharge: 35,
      taxRate: 0,
      taxLabel: "HST",
      taxDisplay: "after_tax",
      promoCodes: [{ ...code, expiresOn: null, maxUses: null }],
    });
  });
});

describe("readFormDocument with the pricing groups (decision 097)", () => {
  it("falls back to the form type's services when the group is missing", () => {
    const doc = readFormDocument({ formType: "snow_quote" });
    expect(doc.services).toStrictEqual(defaultFormDocumentFor("snow_quote").services);
    expect(doc.pricingSettings).toStrictEqual(defaultPricingSettings());
    expect(formDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it("keeps a stored form's listed services, add-on prices and pricing settings", () => {
    const stored = defaultFormDocumentFor("snow_quote");
    stored.pricingSettings.minimumCharge = 30;
    expect(readFormDocument(stored)).toStrictEqual(stored);
  });

  it("reads an add-on's unreadable price as priced on request and an unknown unit as per visit", () => {
    const doc = readFormDocument({
      upsellSettings: { enabled: true, services: [{ id: "a", name: "Edging", price: "$12.50", unit: "hour" }] },
    });
    expect(doc.upsellSettings.services[0]).toMatchObject({ price: 12.5, unit: "visit" });
    const unreadable = readFormDocument({ upsellSettings: { services: [{ id: "a", name: "E", price: "ask" }] } });
    expect(unreadable.upsellSettings.services[0]!.price).toBeNull();
  });
});
