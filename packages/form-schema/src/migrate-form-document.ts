import { FORM_DOCUMENT_VERSION } from "./constants";
import { DEFAULT_REQUEST_TEXTS, DEFAULT_UNLOCK_HINT } from "./default-customization";
import { defaultPricingSettings } from "./pricing/pricing-settings";
import { isPlainObject } from "./repair";

/** A stored document before tolerant reading: groups already JSON-decoded, values unchecked. */
export type RawFormDocument = Record<string, unknown>;

/** Upgrades a document of version n to n + 1. Pure: returns a new object. */
export type Migration = (doc: RawFormDocument) => RawFormDocument;

/**
 * Version 0 is data shaped by the earlier product (rows without a version). Its customization
 * carried its own redirectSettings and upsellSettings, and some rows nested name, description
 * and status in basicInfo. Version 1 keeps one copy of each at the top level; the top-level value
 * wins when both exist because that is what the owner's editor saved.
 */
const liftLegacyNesting: Migration = (doc) => {
  const next: RawFormDocument = { ...doc };
  if (isPlainObject(doc.customization)) {
    const { redirectSettings, upsellSettings, ...customization } = doc.customization;
    next.customization = customization;
    if (next.redirectSettings == null && redirectSettings != null) next.redirectSettings = redirectSettings;
    if (next.upsellSettings == null && upsellSettings != null) next.upsellSettings = upsellSettings;
  }
  if (isPlainObject(doc.basicInfo)) {
    for (const key of ["name", "description", "status"] as const) {
      if (next[key] == null && doc.basicInfo[key] != null) next[key] = doc.basicInfo[key];
    }
    delete next.basicInfo;
  }
  return next;
};

/**
 * Version 2 has the first step's hint among the texts. A stored form gets the
 * default wording; a form whose texts are missing or broken is left to tolerant reading, which
 * fills every text from the defaults.
 */
const addUnlockHint: Migration = (doc) => {
  if (!isPlainObject(doc.customization) || !isPlainObject(doc.customization.textContent)) return doc;
  const { textContent } = doc.customization;
  if (typeof textContent.unlockHint === "string") return doc;
  return {
    ...doc,
    customization: { ...doc.customization, textContent: { ...textContent, unlockHint: DEFAULT_UNLOCK_HINT } },
  };
};

/**
 * Version 3 has the request's result texts. A stored form gets the defaults, an
 * owner's own text is kept; missing or broken texts are again left to tolerant reading.
 */
const addRequestTexts: Migration = (doc) => {
  if (!isPlainObject(doc.customization) || !isPlainObject(doc.customization.textContent)) return doc;
  const { textContent } = doc.customization;
  const next = { ...textContent };
  for (const [key, value] of Object.entries(DEFAULT_REQUEST_TEXTS)) {
    if (typeof next[key] !== "string") next[key] = value;
  }
  return { ...doc, customization: { ...doc.customization, textContent: next } };
};

/**
 * Version 4 prices every service with one engine: no listed services yet, pricing
 * settings that change nothing (no minimum, tax or code) and upsells "priced on request", so
 * every stored form offers exactly the amounts it offered before. An owner's own values, and
 * groups too broken to extend, are left as they are for tolerant reading.
 */
const addPricing: Migration = (doc) => {
  const next: RawFormDocument = { ...doc };
  if (isPlainObject(doc.services) && doc.services.listed === undefined) {
    next.services = { ...doc.services, listed: [] };
  }
  if (doc.pricingSettings == null) next.pricingSettings = defaultPricingSettings();
  if (isPlainObject(doc.upsellSettings) && Array.isArray(doc.upsellSettings.services)) {
    const services = doc.upsellSettings.services.map((service: unknown) =>
      isPlainObject(service) ? { price: null, unit: "visit", ...service } : service,
    );
    next.upsellSettings = { ...doc.upsellSettings, services };
  }
  return next;
};

/** MIGRATIONS[n] takes version n to n + 1. A version bump adds exactly one entry here. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  0: liftLegacyNesting,
  1: addUnlockHint,
  2: addRequestTexts,
  3: addPricing,
};

/**
 * Applies migrations from `fromVersion` up to `target`. Unknown or broken versions count as 0
 * (the oldest shape); a version newer than this code is left for tolerant reading to trim.
 */
export function runMigrations(
  raw: unknown,
  fromVersion: unknown,
  migrations: Readonly<Record<number, Migration>>,
  target: number,
): RawFormDocument {
  let doc: RawFormDocument = isPlainObject(raw) ? { ...raw } : {};
  let version = typeof fromVersion === "number" && Number.isInteger(fromVersion) && fromVersion > 0 ? fromVersion : 0;
  while (version < target) {
    const step = migrations[version];
    if (!step) throw new Error(`No migration from form document version ${version}`);
    doc = step(doc);
    version += 1;
  }
  return { ...doc, version: target };
}

export function migrateFormDocument(raw: unknown, fromVersion: unknown): RawFormDocument {
  return runMigrations(raw, fromVersion, MIGRATIONS, FORM_DOCUMENT_VERSION);
}
