import { z } from "zod";
import { formDocumentSchema, type FormDocument } from "./form-document";
import { mapConfigSchema } from "./map-config";

// What a visitor's browser may know about a form: the whole document but the owner's
// notification settings (their private address), the sites allowed to embed it (the server
// enforces those; the page has no use for them) and the promo codes (decision 097: a visitor
// checks the one they were given through promo-code-check.ts; the list would hand out every code).
// The server builds it, inlines it in the public page, and the quote form renders it; the
// builder's preview renders the same shape.

export const publicFormDocumentSchema = formDocumentSchema.omit({ notificationSettings: true, embedSettings: true });

export type PublicFormDocument = z.infer<typeof publicFormDocumentSchema>;

/** The data the public page carries inline (the `yq-form-data` script element). */
export const publicPageDataSchema = z.object({
  formId: z.string(),
  document: publicFormDocumentSchema,
  /** The map the visitor measures a lawn on (null or absent: no map configured). */
  map: mapConfigSchema.nullable().optional(),
});

export type PublicPageData = z.infer<typeof publicPageDataSchema>;

/** The document without what stays private; a copy, so the owner's document is untouched. */
export function toPublicDocument(doc: FormDocument): PublicFormDocument {
  const { notificationSettings: _private, embedSettings: _enforced, ...rest } = doc;
  return { ...rest, pricingSettings: { ...rest.pricingSettings, promoCodes: [] } };
}
