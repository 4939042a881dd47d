import type { PublicFormDocument } from "../public/public-form";
import { sanitizeRichText } from "../../lib/sanitize-rich-text";

/**
 * Owner texts reach other people's websites: they are sanitised here as well as rendered from
 * an allow-list in the browser, so a row written before sanitising existed is still safe.
 */
export function publicDocumentForPage(doc: PublicFormDocument): PublicFormDocument {
  const text = doc.customization.textContent;
  const clean = Object.fromEntries(
    Object.entries(text).map(([key, value]) => [key, typeof value === "string" ? sanitizeRichText(value) : value]),
  ) as typeof text;
  return {
    ...doc,
    customerFields: {
      ...doc.customerFields,
      consent: { ...doc.customerFields.consent, richText: sanitizeRichText(doc.customerFields.consent.richText) },
    },
    customization: { ...doc.customization, textContent: clean },
  };
}
