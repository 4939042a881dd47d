import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { CONSENT_TEXT_FORMAT } from "@yq/form-schema/rich-text-rules";
import { sanitizeRichText } from "../lib/sanitize-rich-text";
import { sanitizeTextContent } from "../lib/sanitize-text-content";

/**
 * Owner texts reach other people's websites: they are sanitised here as well as rendered from
 * an allow-list in the browser, so a row written before sanitising existed is still safe.
 */
export function publicDocumentForPage(doc: PublicFormDocument): PublicFormDocument {
  return {
    ...doc,
    customerFields: {
      ...doc.customerFields,
      consent: {
        ...doc.customerFields.consent,
        richText: sanitizeRichText(doc.customerFields.consent.richText, CONSENT_TEXT_FORMAT),
      },
    },
    customization: { ...doc.customization, textContent: sanitizeTextContent(doc.customization.textContent) },
  };
}
