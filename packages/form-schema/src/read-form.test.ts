import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import { formDocumentSchema } from "./form-document";
import { readFormDocument, readFormListing } from "./read-form";

const defaults = defaultFormDocument();

describe("readFormDocument", () => {
  it("gives the defaults for an empty row, null or undefined, and the result is a valid draft", () => {
    expect(readFormDocument({})).toStrictEqual(defaults);
    expect(readFormDocument(null)).toStrictEqual(defaults);
    expect(readFormDocument(undefined)).toStrictEqual(defaults);
    expect(formDocumentSchema.safeParse(readFormDocument({ services: 5, yardSizes: "[" })).success).toBe(true);
  });

  it("keeps a fully valid stored document as it is", () => {
    const stored = defaultFormDocument();
    stored.name = "Green Acres";
    stored.status = "published";
    stored.customization.fontFamily = "Lora";
    stored.redirectSettings = { enabled: true, url: "https://x.com", openInNewTab: false };
    expect(readFormDocument(stored)).toStrictEqual(stored);
  });

  it("falls back to defaults per group for missing, null, unparseable or wrongly typed groups", () => {
    const doc = readFormDocument({
      name: "Kept",
      services: null,
      yardSizes: "{not json",
      customization: [1, 2, 3],
      upsellSettings: 42,
      redirectSettings: { enabled: true, url: "https://kept.com", openInNewTab: true },
    });
    expect(doc.name).toBe("Kept");
    expect(doc.services).toStrictEqual(defaults.services);
    expect(doc.yardSizes).toStrictEqual(defaults.yardSizes);
    expect(doc.customization).toStrictEqual(defaults.customization);
    expect(doc.upsellSettings).toStrictEqual(defaults.upsellSettings);
    expect(doc.redirectSettings.url).toBe("https://kept.com");
  });

  it("repairs a partially valid group field by field, keeping the owner's other settings", () => {
    const doc = readFormDocument({
      customization: {
        background: "rgba(0, 0, 0, 0.5)",
        fontFamily: "Comic Sans",
        buttonStyle: { shape: "square", accept: 12 },
        textContent: { formTitle: "Mow With Us", formTitleEnabled: "yes" },
      },
    });
    expect(doc.customization.background).toBe("rgba(0, 0, 0, 0.5)");
    expect(doc.customization.fontFamily).toBe("Inter");
    expect(doc.customization.buttonStyle).toStrictEqual({ ...defaults.customization.buttonStyle, shape: "square" });
    expect(doc.customization.textContent.formTitle).toBe("Mow With Us");
    expect(doc.customization.textContent.formTitleEnabled).toBe(true);
    expect(doc.customization.textContent.acceptButton).toBe("Accept");
    expect(doc.customization.serviceCard).toStrictEqual(defaults.customization.serviceCard);
  });

  it("parses yard-size prices as decimals and uses 0 for an unreadable price", () => {
    const doc = readFormDocument({
      yardSizes: {
        small: { enabled: true, weeklyPrice: "49.50", biweeklyPrice: "abc", monthlyPrice: null },
        medium: { weeklyPrice: "$1,200", biweeklyPrice: -5, monthlyPrice: "12.5.1" },
        large: { weeklyPrice: 75, biweeklyPrice: "", monthlyPrice: "2000000" },
      },
    });
    expect(doc.yardSizes.small.weeklyPrice).toBe(49.5);
    expect(doc.yardSizes.small.biweeklyPrice).toBe(0);
    expect(doc.yardSizes.small.monthlyPrice).toBe(0);
    expect(doc.yardSizes.medium.weeklyPrice).toBe(1200);
    expect(doc.yardSizes.medium.biweeklyPrice).toBe(0);
    expect(doc.yardSizes.medium.monthlyPrice).toBe(0);
    expect(doc.yardSizes.large.weeklyPrice).toBe(75);
    expect(doc.yardSizes.large.biweeklyPrice).toBe(0);
    expect(doc.yardSizes.large.monthlyPrice).toBe(0);
    // A price that is absent altogether keeps the tier's default, like any missing field.
    expect(readFormDocument({ yardSizes: { small: { enabled: true } } }).yardSizes.small.weeklyPrice).toBe(39);
    // Other fields of a tier survive a bad price.
    expect(doc.yardSizes.small.description).toBe("Up to 1/4 acre");
  });

  it("keeps valid included services and drops broken ones", () => {
    const doc = readFormDocument({
      yardSizes: {
        small: { services: [{ name: "Edge", enabled: false }, { name: 3 }, "Mow", { name: "Trim", enabled: true }] },
      },
    });
    expect(doc.yardSizes.small.services).toStrictEqual([
      { name: "Edge", enabled: false },
      { name: "Trim", enabled: true },
    ]);
  });

  it("reads notifications_enabled as true when absent and an empty email as null", () => {
    expect(readFormDocument({ notificationSettings: { email: "a@b.co" } }).notificationSettings).toStrictEqual({
      email: "a@b.co",
      notifications_enabled: true,
    });
    expect(
      readFormDocument({ notificationSettings: { email: "  ", notifications_enabled: false } }).notificationSettings,
    ).toStrictEqual({ email: null, notifications_enabled: false });
  });

  it("repairs customer fields: fills missing types, keeps essentials on, renumbers orders", () => {
    const doc = readFormDocument({
      customerFields: {
        fields: [
          { id: "z", type: "zipcode", required: true, enabled: false, order: 0 },
          { id: "n", type: "name", required: false, enabled: false, order: 5 },
          { id: "x", type: "fax", required: true, enabled: true, order: 1 },
          { id: "c", type: "city", required: "no", enabled: true, order: 9 },
        ],
      },
    });
    const fields = doc.customerFields.fields;
    expect(fields.map((f) => f.type)).toEqual(["zipcode", "email", "phone", "street", "name", "state", "city"]);
    expect(fields.map((f) => f.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(fields.find((f) => f.type === "zipcode")).toMatchObject({ id: "z", required: true, enabled: false });
    expect(fields.find((f) => f.type === "name")).toMatchObject({ id: "n", required: true, enabled: true });
    expect(fields.find((f) => f.type === "city")).toMatchObject({ id: "c", required: false, enabled: true });
    expect(formDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it("derives whichever consent text is missing from the other", () => {
    const onlyText = readFormDocument({
      customerFields: { consent: { enabled: false, text: "I accept <terms> & more" } },
    });
    expect(onlyText.customerFields.consent).toStrictEqual({
      enabled: false,
      text: "I accept <terms> & more",
      richText: "<p>I accept &lt;terms&gt; &amp; more</p>",
      links: [],
    });
    const onlyRich = readFormDocument({ customerFields: { consent: { richText: "<p>Yes <b>please</b></p>" } } });
    expect(onlyRich.customerFields.consent.text).toBe("Yes please");
    expect(onlyRich.customerFields.consent.enabled).toBe(true);
  });

  it("keeps at most 8 upsell services, in order, with unique ids", () => {
    const services = Array.from({ length: 10 }, (_, i) => ({
      id: i >= 8 ? "dup" : `u${i}`,
      name: `S${i}`,
      order: 9 - i,
    }));
    const doc = readFormDocument({ upsellSettings: { enabled: true, services } });
    const list = doc.upsellSettings.services;
    expect(list).toHaveLength(8);
    expect(list[0]).toStrictEqual({ id: "dup", name: "S9", enabled: true, order: 0, price: null, unit: "visit" });
    expect(list[1]).toMatchObject({ id: "dup-2", name: "S8" });
    expect(list[7]).toMatchObject({ id: "u2", name: "S2" });
    expect(list.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(list.map((s) => s.id)).size).toBe(8);
    expect(doc.upsellSettings.enabled).toBe(true);
  });

  it("trims overlong names and replaces unknown status and type", () => {
    const doc = readFormDocument({ name: "n".repeat(300), status: "archived", formType: "hedge", description: 7 });
    expect(doc.name).toHaveLength(200);
    expect(doc.status).toBe("draft");
    expect(doc.formType).toBe("mowing_quote");
    expect(doc.description).toBe("");
    expect(readFormDocument({ formType: "snow_quote", status: "published" })).toMatchObject({
      formType: "snow_quote",
      status: "published",
    });
  });

  it("does not repair legacy shapes any more: a group stored as JSON text reads as its defaults", () => {
    const services = { ...defaults.services, mowing: { ...defaults.services.mowing, name: "Lawn Mowing" } };
    expect(readFormDocument({ services: JSON.stringify(services) }).services).toStrictEqual(defaults.services);
  });

  it("never throws, whatever the row holds", () => {
    const hostile = Object.create(null) as Record<string, unknown>;
    Object.defineProperty(hostile, "customization", {
      get() {
        throw new Error("boom");
      },
    });
    expect(() => readFormDocument(hostile)).not.toThrow();
    expect(readFormDocument(hostile)).toStrictEqual(defaults);
  });
});

describe("readFormListing", () => {
  it("reads a form's name, description and customer fields as the whole read does, broken ones included", () => {
    const stored = defaultFormDocument();
    stored.name = "Green Acres";
    stored.description = "Weekly mowing";
    stored.customerFields.fields[1]!.enabled = false;
    const rows = [
      stored,
      {},
      { name: 7, description: null, customerFields: "{broken" },
      { customerFields: { fields: [] } },
    ];
    for (const row of rows) {
      const { name, description, customerFields } = readFormDocument(row);
      expect(readFormListing(row)).toStrictEqual({ name, description, customerFields });
    }
  });
});
