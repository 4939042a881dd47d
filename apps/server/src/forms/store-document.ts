import { normalizeNotificationEmail } from "@yq/form-schema/email-format";
import type { FormDocument } from "@yq/form-schema/form-document";
import { publishProblems } from "@yq/form-schema/publish-problems";
import { richTextToPlainText } from "@yq/form-schema/rich-text";
import { CONSENT_TEXT_FORMAT } from "@yq/form-schema/rich-text-rules";
import { HttpError } from "../lib/http-error";
import { sanitizeRichText } from "../lib/sanitize-rich-text";
import { sanitizeTextContent } from "../lib/sanitize-text-content";

/**
 * What the server stores for a document the browser sent: rich text sanitised (it is rendered
 * as HTML on other people's sites), the consent's plain text derived from its rich text rather
 * than trusted, and the notification address trimmed (empty is null).
 */
export function cleanDocument(doc: FormDocument): FormDocument {
  const consent = doc.customerFields.consent;
  const richText = sanitizeRichText(consent.richText, CONSENT_TEXT_FORMAT);
  const plain = richTextToPlainText(richText);
  return {
    ...doc,
    notificationSettings: {
      ...doc.notificationSettings,
      email: normalizeNotificationEmail(doc.notificationSettings.email),
    },
    customerFields: {
      ...doc.customerFields,
      consent: { ...consent, richText, text: plain === "" ? consent.text : plain },
    },
    customization: { ...doc.customization, textContent: sanitizeTextContent(doc.customization.textContent) },
    upsellSettings: { ...doc.upsellSettings, upsellMessage: sanitizeRichText(doc.upsellSettings.upsellMessage) },
  };
}

/** Drafts save loosely; a published form must give a visitor everything it needs. */
export function assertPublishable(doc: FormDocument) {
  if (doc.status !== "published") return;
  const problems = publishProblems(doc);
  if (problems.length > 0) {
    throw new HttpError(400, `The form can't be published yet. ${problems.join(" ")}`);
  }
}

/** The forms columns a document fills (one jsonb column per settings group). */
export function documentColumns(doc: FormDocument) {
  return {
    name: doc.name,
    description: doc.description,
    status: doc.status,
    formType: doc.formType,
    version: doc.version,
    notificationSettings: doc.notificationSettings,
    customerFields: doc.customerFields,
    services: doc.services,
    yardSizes: doc.yardSizes,
    customization: doc.customization,
    redirectSettings: doc.redirectSettings,
    upsellSettings: doc.upsellSettings,
    followUpSettings: doc.followUpSettings,
    paymentSettings: doc.paymentSettings,
    trackingSettings: doc.trackingSettings,
    embedSettings: doc.embedSettings,
    pricingSettings: doc.pricingSettings,
    serviceArea: doc.serviceArea,
  };
}
