import { z } from "zod";
import { formDocumentSchema, type FormDocument } from "./form-document";
import { mapConfigSchema } from "./map-config";
import { defaultPricingSettings, publicPricingSettingsSchema } from "./pricing/pricing-settings";
import { hasUsablePromoCode } from "./pricing/promo-codes";
import { travelBandSchema } from "./service-area";
import { areaSet } from "./service-area-check";

// What a visitor's browser may know about a form: the whole document but the owner's
// notification settings (their private address), the sites allowed to embed it (the server
// enforces those; the page has no use for them) and the promo codes (a visitor
// checks the one they were given through promo-code-check.ts; the list would hand out every code).
// In their place it says whether a code may work (`hasPromoCodes`), so the form asks
// for one only then. Of the service area (docs/decisions/120) it keeps whether one applies and
// the travel bands the card's travel line is priced from: the ZIP list, the business's point
// and the drawn areas are the owner's, and the server alone places a visitor. The server builds
// it, inlines it in the public page, and the quote form renders it; the builder's preview
// renders the owner's own document, codes and all (with its area as publicServiceArea says).

/** What the public form knows of the service area: `set` is areaSet's answer (service-area-check.ts). */
export const publicServiceAreaSchema = z.object({ set: z.boolean(), travelBands: z.array(travelBandSchema) });
export type PublicServiceArea = z.infer<typeof publicServiceAreaSchema>;

export const publicFormDocumentSchema = formDocumentSchema
  .omit({ notificationSettings: true, embedSettings: true, serviceArea: true })
  .extend({
    pricingSettings: publicPricingSettingsSchema.default(defaultPricingSettings),
    serviceArea: publicServiceAreaSchema.default({ set: false, travelBands: [] }),
  });

export type PublicFormDocument = z.infer<typeof publicFormDocumentSchema>;

/** The data the public page carries inline (the `yq-form-data` script element). */
export const publicPageDataSchema = z.object({
  formId: z.string(),
  document: publicFormDocumentSchema,
  /** The map the visitor measures a lawn on (null or absent: no map configured). */
  map: mapConfigSchema.nullable().optional(),
});

export type PublicPageData = z.infer<typeof publicPageDataSchema>;

/**
 * Today where the date is earliest (UTC-12): a code through its last day in the owner's time
 * zone, wherever that is, still counts. The link may outlast a code by up to a day (the server's
 * check then says "This code has expired."); it never hides a code that works.
 */
function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The document without what stays private; a copy, so the owner's document is untouched. `today`
 * ("YYYY-MM-DD") decides which codes have expired: by default the earliest date on Earth.
 */
export function toPublicDocument(doc: FormDocument, today: string = earliestToday(new Date())): PublicFormDocument {
  const { notificationSettings: _private, embedSettings: _enforced, serviceArea: _area, ...rest } = doc;
  const hasPromoCodes = hasUsablePromoCode(doc.pricingSettings, today);
  const pricingSettings = { ...rest.pricingSettings, promoCodes: [], hasPromoCodes };
  return { ...rest, pricingSettings, serviceArea: publicServiceArea(doc) };
}

/** The owner's area as the public form knows it; a copy, so the bands are not shared. */
export function publicServiceArea(doc: Pick<FormDocument, "serviceArea" | "customerFields">): PublicServiceArea {
  return { set: areaSet(doc), travelBands: doc.serviceArea.travelBands.map((b) => ({ ...b })) };
}

/**
 * The owner's own document as the builder's preview renders it: codes and all (the preview's
 * transport checks them), with its area as the public form knows it.
 */
export function previewDocument(doc: FormDocument): PublicFormDocument {
  return { ...doc, serviceArea: publicServiceArea(doc) };
}
