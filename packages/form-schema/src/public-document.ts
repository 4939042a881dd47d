import { z } from "zod";
import { formDocumentSchema, type FormDocument } from "./form-document";

// What a visitor's browser may know about a form: the whole document but the owner's
// notification settings (their private address). The server builds it, inlines it in the public
// page, and the quote form renders it; the builder's preview renders the same shape.

export const publicFormDocumentSchema = formDocumentSchema.omit({ notificationSettings: true });

export type PublicFormDocument = z.infer<typeof publicFormDocumentSchema>;

/** The data the public page carries inline (the `yq-form-data` script element). */
export const publicPageDataSchema = z.object({ formId: z.string(), document: publicFormDocumentSchema });

export type PublicPageData = z.infer<typeof publicPageDataSchema>;

/** The document without what stays private; a copy, so the owner's document is untouched. */
export function toPublicDocument(doc: FormDocument): PublicFormDocument {
  const { notificationSettings: _private, ...rest } = doc;
  return rest;
}
