import { describe, expect, it } from "vitest";
import { FORM_DOCUMENT_VERSION } from "./constants";
import { MIGRATIONS, migrateFormDocument, runMigrations, type Migration } from "./migrate-form-document";
import { defaultPricingSettings } from "./pricing/pricing-settings";

// Every step's own test runs the chain up to that step's version, so a later step cannot hide it.
const upTo = (target: number) => (doc: unknown, from: number) => runMigrations(doc, from, MIGRATIONS, target);

describe("runMigrations", () => {
  const addA: Migration = (d) => ({ ...d, steps: [...((d.steps as string[]) ?? []), "0->1"] });
  const addB: Migration = (d) => ({ ...d, steps: [...((d.steps as string[]) ?? []), "1->2"] });
  const addC: Migration = (d) => ({ ...d, steps: [...((d.steps as string[]) ?? []), "2->3"] });
  const chain = { 0: addA, 1: addB, 2: addC };

  it("applies every step from the stored version up to the target, in order", () => {
    expect(runMigrations({}, 0, chain, 3)).toEqual({ steps: ["0->1", "1->2", "2->3"], version: 3 });
    expect(runMigrations({}, 2, chain, 3)).toEqual({ steps: ["2->3"], version: 3 });
    expect(runMigrations({ steps: [] }, 3, chain, 3)).toEqual({ steps: [], version: 3 });
  });

  it("treats a missing or broken version as the oldest one", () => {
    for (const version of [undefined, null, "2", -1, 1.5]) {
      expect(runMigrations({}, version, chain, 3).steps).toEqual(["0->1", "1->2", "2->3"]);
    }
  });

  it("does not touch the input", () => {
    const input = { steps: ["x"] };
    runMigrations(input, 0, chain, 3);
    expect(input).toEqual({ steps: ["x"] });
  });

  it("fails loudly when a step is missing, which is a bug in this package", () => {
    expect(() => runMigrations({}, 0, { 0: addA }, 2)).toThrow("No migration from form document version 1");
  });

  it("leaves a document from a newer version for tolerant reading", () => {
    expect(runMigrations({ a: 1 }, 7, chain, 3)).toEqual({ a: 1, version: 3 });
  });
});

describe("migrateFormDocument", () => {
  it("has a step for every version below the current one", () => {
    for (let v = 0; v < FORM_DOCUMENT_VERSION; v++) expect(MIGRATIONS[v]).toBeTypeOf("function");
  });

  it("leaves a current document alone apart from the version", () => {
    const doc = { name: "A", customization: { redirectSettings: { enabled: true } } };
    expect(migrateFormDocument(doc, FORM_DOCUMENT_VERSION)).toEqual({ ...doc, version: FORM_DOCUMENT_VERSION });
  });

  it("0 -> 1 lifts nested redirect and upsell settings and basicInfo to the top level", () => {
    const legacy = {
      customization: { fontFamily: "Lora", redirectSettings: { url: "a" }, upsellSettings: { enabled: true } },
      basicInfo: { name: "Old name", description: "Old desc", status: "published" },
    };
    expect(upTo(1)(legacy, 0)).toEqual({
      customization: { fontFamily: "Lora" },
      redirectSettings: { url: "a" },
      upsellSettings: { enabled: true },
      name: "Old name",
      description: "Old desc",
      status: "published",
      version: 1,
    });
  });

  it("0 -> 1 prefers top-level values the owner's editor saved", () => {
    const legacy = {
      name: "Top",
      redirectSettings: { url: "top" },
      customization: { redirectSettings: { url: "nested" } },
      basicInfo: { name: "Nested" },
    };
    expect(upTo(1)(legacy, 0)).toEqual({
      name: "Top",
      redirectSettings: { url: "top" },
      customization: {},
      version: 1,
    });
  });

  it("1 -> 2 gives a stored form the first step's default hint and keeps an owner's own", () => {
    const stored = { customization: { fontFamily: "Lora", textContent: { formTitle: "Hi", submitButton: "Go" } } };
    const toTwo = (doc: unknown) => runMigrations(doc, 1, MIGRATIONS, 2);
    expect(toTwo(stored)).toEqual({
      customization: {
        fontFamily: "Lora",
        textContent: { formTitle: "Hi", submitButton: "Go", unlockHint: "{steps} to get your quote." },
      },
      version: 2,
    });
    const own = { customization: { textContent: { unlockHint: "{steps} first, please." } } };
    expect(toTwo(own)).toEqual({ ...own, version: 2 });
    // Texts missing altogether are tolerant reading's to fill, with every other default.
    expect(toTwo({ customization: { textContent: null } })).toEqual({
      customization: { textContent: null },
      version: 2,
    });
  });

  it("2 -> 3 gives a stored form the request's default result texts and keeps an owner's own", () => {
    const stored = { customization: { textContent: { formTitle: "Hi", requestTitle: "Got it" } } };
    expect(upTo(3)(stored, 2)).toEqual({
      customization: {
        textContent: {
          formTitle: "Hi",
          requestTitle: "Got it",
          requestMessage: "Thank you! We have your project details and will get back to you with a quote.",
        },
      },
      version: 3,
    });
    expect(upTo(3)({ customization: {} }, 2)).toEqual({ customization: {}, version: 3 });
  });

  it("3 -> 4 adds no listed services, pricing settings that change nothing and upsells priced on request", () => {
    const stored = {
      services: { mowing: { name: "Mowing" }, landscaping: { name: "Landscaping" } },
      upsellSettings: {
        enabled: true,
        services: [
          { id: "a", name: "Aeration", enabled: true, order: 0 },
          { id: "b", name: "Edging", enabled: false, order: 1 },
        ],
      },
    };
    expect(migrateFormDocument(stored, 3)).toEqual({
      services: { mowing: { name: "Mowing" }, landscaping: { name: "Landscaping" }, listed: [] },
      pricingSettings: {
        minimumCharge: 0,
        taxRate: 0,
        taxLabel: "Sales tax",
        taxDisplay: "before_tax",
        promoCodes: [],
      },
      upsellSettings: {
        enabled: true,
        services: [
          { id: "a", name: "Aeration", enabled: true, order: 0, price: null, unit: "visit" },
          { id: "b", name: "Edging", enabled: false, order: 1, price: null, unit: "visit" },
        ],
      },
      version: 4,
    });
  });

  it("3 -> 4 keeps values already there and leaves broken groups to tolerant reading", () => {
    const listed = [{ id: "x" }];
    const pricingSettings = { ...defaultPricingSettings(), taxRate: 8 };
    const upsell = { services: [{ id: "a", price: 12, unit: "push" }, "junk"] };
    expect(migrateFormDocument({ services: { listed }, pricingSettings, upsellSettings: upsell }, 3)).toEqual({
      services: { listed },
      pricingSettings,
      upsellSettings: upsell,
      version: 4,
    });
    expect(migrateFormDocument({ services: "junk", upsellSettings: null }, 3)).toEqual({
      services: "junk",
      upsellSettings: null,
      pricingSettings: defaultPricingSettings(),
      version: 4,
    });
  });

  it("brings a form of every earlier version to version 4 with its pricing groups", () => {
    for (let version = 0; version < FORM_DOCUMENT_VERSION; version++) {
      const upgraded = migrateFormDocument({ services: {}, upsellSettings: { services: [{ id: "a" }] } }, version);
      expect(upgraded).toMatchObject({
        version: 4,
        services: { listed: [] },
        pricingSettings: defaultPricingSettings(),
        upsellSettings: { services: [{ id: "a", price: null, unit: "visit" }] },
      });
    }
  });
});
