import { describe, expect, it } from "vitest";
import { FORM_DOCUMENT_VERSION } from "./constants";
import { MIGRATIONS, migrateFormDocument, runMigrations, type Migration } from "./migrate-form-document";

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
    expect(migrateFormDocument(legacy, 0)).toEqual({
      customization: { fontFamily: "Lora" },
      redirectSettings: { url: "a" },
      upsellSettings: { enabled: true },
      name: "Old name",
      description: "Old desc",
      status: "published",
      version: FORM_DOCUMENT_VERSION,
    });
  });

  it("0 -> 1 prefers top-level values the owner's editor saved", () => {
    const legacy = {
      name: "Top",
      redirectSettings: { url: "top" },
      customization: { redirectSettings: { url: "nested" } },
      basicInfo: { name: "Nested" },
    };
    expect(migrateFormDocument(legacy, 0)).toEqual({
      name: "Top",
      redirectSettings: { url: "top" },
      customization: {},
      version: FORM_DOCUMENT_VERSION,
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
    expect(migrateFormDocument(stored, 2)).toEqual({
      customization: {
        textContent: {
          formTitle: "Hi",
          requestTitle: "Got it",
          requestMessage: "Thank you! We have your project details and will get back to you with a quote.",
        },
      },
      version: 3,
    });
    expect(migrateFormDocument({ customization: {} }, 2)).toEqual({ customization: {}, version: 3 });
  });
});
