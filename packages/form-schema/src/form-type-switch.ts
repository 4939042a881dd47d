import { SERVICE_TYPES, type FormType } from "./constants";
import { defaultFormDocumentFor } from "./defaults";
import type { FormDocument } from "./form-document";
import { formatPrice } from "./money-format";

// Choosing a form's type chooses what it quotes (docs/decisions/113-a-form-speaks-its-trade.md):
// the services, their prices, the add-ons and the type's words come from the new type's defaults
// (defaultFormDocumentFor, defaults.ts), never mixed with the old type's. What is the owner's
// whatever the trade (name, contact fields, look, notifications, payments, tax, promo codes,
// embedding) stays.

/** The groups a type brings with it; each is replaced whole on a switch. */
const TYPE_GROUPS = ["services", "yardSizes", "upsellSettings"] as const satisfies readonly (keyof FormDocument)[];

/** `doc` as a form of `formType`: the new type's services, prices and add-ons, the owner's other settings. */
export function switchFormType(doc: FormDocument, formType: FormType): FormDocument {
  if (doc.formType === formType) return doc;
  const from = defaultFormDocumentFor(doc.formType);
  const to = defaultFormDocumentFor(formType);
  const followUp = doc.followUpSettings;
  return {
    ...doc,
    formType,
    services: to.services,
    yardSizes: to.yardSizes,
    upsellSettings: to.upsellSettings,
    // The subject names the trade ("Your snow removal quote is waiting"): it follows the type
    // unless the owner wrote their own.
    followUpSettings:
      followUp.subject === from.followUpSettings.subject
        ? { ...followUp, subject: to.followUpSettings.subject }
        : followUp,
    // A minimum per visit is not a minimum per push: it starts again at the type's.
    pricingSettings: { ...doc.pricingSettings, minimumCharge: to.pricingSettings.minimumCharge },
  };
}

/** Key order does not matter: the builder rebuilds objects as the owner edits them. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export interface FormTypeChange {
  /** Whether anything the owner set would be lost: false while the form is at its type's defaults. */
  losesEdits: boolean;
  /** What the switch replaces, in words for the confirmation ("Services: Mowing Service, Landscaping"). */
  replaced: string[];
}

/** What switching `doc` to `formType` replaces; the builder asks before a switch that loses edits. */
export function formTypeChange(doc: FormDocument, formType: FormType): FormTypeChange {
  if (doc.formType === formType) return { losesEdits: false, replaced: [] };
  const defaults = defaultFormDocumentFor(doc.formType);
  const switched = switchFormType(doc, formType);
  const losesEdits =
    TYPE_GROUPS.some((group) => !sameValue(doc[group], defaults[group])) ||
    doc.pricingSettings.minimumCharge !== switched.pricingSettings.minimumCharge;

  const services = [
    ...SERVICE_TYPES.filter((type) => doc.services[type].enabled).map((type) => doc.services[type].name),
    ...doc.services.listed.filter((s) => s.enabled).map((s) => s.name || "an unnamed service"),
  ];
  const upsells = doc.upsellSettings.enabled ? doc.upsellSettings.services.filter((s) => s.enabled) : [];
  const replaced = [
    services.length > 0 ? `Services and their prices: ${services.join(", ")}` : null,
    doc.services.mowing.enabled ? "The yard sizes, their prices and map measuring" : null,
    upsells.length > 0 ? `Upsell services: ${upsells.map((s) => s.name || "unnamed").join(", ")}` : null,
    doc.pricingSettings.minimumCharge > 0
      ? `The minimum charge of ${formatPrice(doc.pricingSettings.minimumCharge)}`
      : null,
  ].filter((line): line is string => line !== null);
  return { losesEdits, replaced };
}
