import { readSameVisitorDays } from "./lead-identity";
import { ESSENTIAL_CUSTOMER_FIELDS, LIMITS, MAX_UPSELL_SERVICES, PRICE_FREQUENCIES, YARD_SIZES } from "./constants";
import {
  defaultCustomerFields,
  defaultNotificationSettings,
  defaultServices,
  defaultUpsellSettings,
  defaultYardSizes,
} from "./defaults";
import {
  consentSchema,
  customerFieldSchema,
  notificationSettingsSchema,
  servicesSchema,
  upsellSettingsSchema,
  yardSizesSchema,
  type CustomerField,
  type CustomerFields,
  type NotificationSettings,
  type Services,
  type UpsellSettings,
  type YardSizes,
} from "./form-document";
import { PRICE_UNITS, type PriceUnit } from "./pricing/plans";
import { readListedServices } from "./read-pricing";
import { isPlainObject, repair } from "./repair";
import { plainTextToRichText, richText, richTextToPlainText } from "./rich-text";

// Group readers with the rules generic repair cannot know. Each takes one decoded stored group
// (anything at all) and returns a valid group.

/** Decimal text or number; anything else, negative or above the bound, is NaN. */
export function parseDecimal(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 && value <= LIMITS.price ? value : NaN;
  if (typeof value !== "string") return NaN;
  let text = value.trim().replace(/^\$\s*/, "");
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, "");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return NaN;
  return parseDecimal(Number(text));
}

export function readNotificationSettings(raw: unknown): NotificationSettings {
  const input = isPlainObject(raw) ? { ...raw } : {};
  // The form stores "no address" as null; an empty or blank text means the same.
  if (typeof input.email === "string") input.email = input.email.trim() === "" ? null : input.email.trim();
  return repair(notificationSettingsSchema, input, defaultNotificationSettings());
}

function readCustomerFieldList(raw: unknown): CustomerField[] {
  const stored = Array.isArray(raw) ? raw.filter(isPlainObject) : [];
  const fields = defaultCustomerFields().fields.map((fallback) => {
    const found = stored.find((item) => item.type === fallback.type);
    const field = { ...repair(customerFieldSchema, found, fallback), type: fallback.type };
    if (ESSENTIAL_CUSTOMER_FIELDS.includes(field.type)) Object.assign(field, { required: true, enabled: true });
    return field;
  });
  // Stored orders may have gaps or ties; the default position breaks ties, then 0..6 again.
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => a.field.order - b.field.order || a.index - b.index)
    .map(({ field }, order) => ({ ...field, order }));
}

export function readCustomerFields(raw: unknown): CustomerFields {
  const input = isPlainObject(raw) ? raw : {};
  const consent = isPlainObject(input.consent) ? { ...input.consent } : {};
  // The plain text is derived from the rich text; legacy data may hold only one of the two.
  if (typeof consent.richText !== "string" && typeof consent.text === "string") {
    consent.richText = plainTextToRichText(consent.text);
  }
  if (typeof consent.text !== "string" && typeof consent.richText === "string") {
    consent.text = richTextToPlainText(richText(consent.richText));
  }
  if (Array.isArray(consent.links)) consent.links = consent.links.slice(0, LIMITS.consentLinks);
  return {
    fields: readCustomerFieldList(input.fields),
    consent: repair(consentSchema, consent, defaultCustomerFields().consent),
    // Kept only when the owner set one; readSameVisitorDays reads a missing one.
    ...(input.sameVisitorWithinDays === undefined
      ? {}
      : { sameVisitorWithinDays: readSameVisitorDays(input.sameVisitorWithinDays) }),
  };
}

/**
 * The two defaults repair key by key; the listed services are read one by one (read-pricing.ts).
 * `fallback` is the form type's defaults (defaultFormDocumentFor), used where the group is missing.
 */
export function readServices(raw: unknown, fallback: Services = defaultServices()): Services {
  const input = isPlainObject(raw) ? { ...raw } : {};
  for (const key of ["mowing", "landscaping"] as const) {
    const service = input[key];
    if (isPlainObject(service) && isPlainObject(service.priceRange)) {
      const { min, max } = service.priceRange;
      input[key] = { ...service, priceRange: { min: parseDecimal(min), max: parseDecimal(max) } };
    }
  }
  const listed = input.listed === undefined ? fallback.listed : readListedServices(input.listed);
  return { ...repair(servicesSchema, { ...input, listed: [] }, { ...fallback, listed: [] }), listed };
}

const PRICE_FIELDS = PRICE_FREQUENCIES.map((f) => `${f}Price` as const);

/**
 * Prices are parsed as decimals ("49.50" -> 49.5) and a present but unreadable price becomes 0
 * (as the editor does). A price that is absent altogether takes the tier's default like any other
 * missing field.
 */
export function readYardSizes(raw: unknown): YardSizes {
  const input = isPlainObject(raw) ? { ...raw } : {};
  for (const size of YARD_SIZES) {
    const tier = input[size];
    if (!isPlainObject(tier)) continue;
    const prices: Record<string, number> = {};
    for (const field of PRICE_FIELDS) {
      if (tier[field] === undefined) continue;
      const value = parseDecimal(tier[field]);
      prices[field] = Number.isNaN(value) ? 0 : value;
    }
    const services = Array.isArray(tier.services) ? tier.services.slice(0, LIMITS.includedServices) : tier.services;
    input[size] = { ...tier, ...prices, services };
  }
  return repair(yardSizesSchema, input, defaultYardSizes());
}

/** An add-on's price: a decimal, or null ("priced on request") when unreadable. */
function readAddOnPrice(value: unknown): number | null {
  const price = parseDecimal(value);
  return Number.isNaN(price) ? null : price;
}

function readUnit(value: unknown): PriceUnit {
  return PRICE_UNITS.includes(value as PriceUnit) ? (value as PriceUnit) : "visit";
}

export function readUpsellSettings(raw: unknown): UpsellSettings {
  const input = isPlainObject(raw) ? { ...raw } : {};
  if (Array.isArray(input.services)) {
    const seen = new Set<string>();
    input.services = input.services
      .filter((s): s is Record<string, unknown> => isPlainObject(s) && typeof s.name === "string")
      .map((s, index) => ({ s, index, order: typeof s.order === "number" ? s.order : index }))
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .slice(0, MAX_UPSELL_SERVICES)
      .map(({ s }, order) => {
        // A missing or repeated id would make the visitor's selection ambiguous.
        let id = typeof s.id === "string" && s.id !== "" && s.id.length <= LIMITS.id ? s.id : `upsell-${order + 1}`;
        while (seen.has(id)) id = `${id}-${order + 1}`;
        seen.add(id);
        const enabled = typeof s.enabled === "boolean" ? s.enabled : true;
        return { id, name: s.name, enabled, order, price: readAddOnPrice(s.price), unit: readUnit(s.unit) };
      });
  }
  return repair(upsellSettingsSchema, input, defaultUpsellSettings());
}
