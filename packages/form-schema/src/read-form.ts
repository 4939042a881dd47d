import { defaultServiceArea, serviceAreaSchema } from "./service-area";
import { DEFAULT_FORM_NAME, FORM_STATUSES, FORM_TYPES, LIMITS, type FormStatus, type FormType } from "./constants";
import { defaultCustomization, defaultRedirectSettings, defaultFormDocument, defaultFormDocumentFor } from "./defaults";
import { customizationSchema } from "./customization";
import { redirectSettingsSchema, type FormDocument } from "./form-document";
import { FORM_GROUP_NAMES, type FormGroup } from "./form-groups";
import type { RawFormDocument } from "./migrate-form-document";
import {
  readCustomerFields,
  readNotificationSettings,
  readServices,
  readUpsellSettings,
  readYardSizes,
} from "./read-groups";
import { readFollowUpSettings } from "./follow-up";
import { readPaymentSettings } from "./payment-settings";
import { readTrackingSettings } from "./tracking-settings";
import { readEmbedSettings } from "./embed-settings";
import { readPricingSettings } from "./read-pricing";
import { repair } from "./repair";

/**
 * A forms row as stored (camelCase). Every value is unknown on purpose: stored JSON may be
 * missing, null, JSON text from the earlier product, or invalid, and a typed Drizzle row or an
 * API payload with the same names fits as well.
 */
export interface StoredFormRow extends Partial<Record<FormGroup, unknown>> {
  id?: unknown;
  userId?: unknown;
  name?: unknown;
  description?: unknown;
  status?: unknown;
  formType?: unknown;
  version?: unknown;
  analyticsData?: unknown;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** A form's name and description as stored, cut to their limits; a missing name is the default one. */
function readTitle(raw: { name?: unknown; description?: unknown }) {
  return {
    name: typeof raw.name === "string" ? raw.name.slice(0, LIMITS.name) : DEFAULT_FORM_NAME,
    description: typeof raw.description === "string" ? raw.description.slice(0, LIMITS.text) : "",
  };
}

/** Tolerant reading of an already migrated document: every group falls back on its own. */
export function readMigratedDocument(doc: RawFormDocument): FormDocument {
  const formType = oneOf<FormType>(FORM_TYPES, doc.formType, "mowing_quote");
  // A missing or broken services group falls back to what a new form of its type offers.
  const defaults = defaultFormDocumentFor(formType);
  return {
    ...readTitle(doc),
    status: oneOf<FormStatus>(FORM_STATUSES, doc.status, defaults.status),
    formType,
    version: defaults.version,
    notificationSettings: readNotificationSettings(doc.notificationSettings),
    customerFields: readCustomerFields(doc.customerFields),
    services: readServices(doc.services, defaults.services),
    yardSizes: readYardSizes(doc.yardSizes),
    customization: repair(customizationSchema, doc.customization, defaultCustomization()),
    redirectSettings: repair(redirectSettingsSchema, doc.redirectSettings, defaultRedirectSettings()),
    upsellSettings: readUpsellSettings(doc.upsellSettings),
    followUpSettings: readFollowUpSettings(doc.followUpSettings),
    paymentSettings: readPaymentSettings(doc.paymentSettings),
    trackingSettings: readTrackingSettings(doc.trackingSettings),
    embedSettings: readEmbedSettings(doc.embedSettings),
    pricingSettings: readPricingSettings(doc.pricingSettings),
    serviceArea: repair(serviceAreaSchema, doc.serviceArea, defaultServiceArea()),
  };
}

/**
 * A full, valid FormDocument from a stored row: every stored form is upgraded to the current
 * version once, when written (upgrade-stored-form.ts, run over old rows by the server at start),
 * so reading only parses and fills defaults. Never throws.
 */
export function readFormDocument(row: StoredFormRow | null | undefined): FormDocument {
  try {
    const source: StoredFormRow = row ?? {};
    const raw: RawFormDocument = {
      name: source.name,
      description: source.description,
      status: source.status,
      formType: source.formType,
    };
    for (const group of FORM_GROUP_NAMES) raw[group] = source[group];
    return readMigratedDocument(raw);
  } catch {
    return defaultFormDocument();
  }
}

/** What a list of forms shows of each: its name, description and customer fields. */
export type FormListing = Pick<FormDocument, "name" | "description" | "customerFields">;

/**
 * A form's listing from a stored row, read as readFormDocument reads those parts, without the
 * rest: a list of an owner's hundred forms reads a small part of each, where the whole read costs
 * about a millisecond a form.
 */
export function readFormListing(row: StoredFormRow): FormListing {
  try {
    return {
      ...readTitle(row),
      customerFields: readCustomerFields(row.customerFields),
    };
  } catch {
    const { name, description, customerFields } = defaultFormDocument();
    return { name, description, customerFields };
  }
}
