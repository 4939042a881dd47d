import type { ServiceArea } from "./service-area";
import type { PaymentSettings } from "./payment-settings";
import type { TrackingSettings } from "./tracking-settings";
import type { EmbedSettings } from "./embed-settings";
import type { FollowUpSettings } from "./follow-up";
import { ESSENTIAL_CUSTOMER_FIELDS, FORM_DOCUMENT_VERSION, type FormStatus, type FormType } from "./constants";
import { defaultFormDocumentFor } from "./defaults";
import type {
  CustomerFields,
  Customization,
  TextContent,
  FormDocument,
  NotificationSettings,
  RedirectSettings,
  Services,
  UpsellSettings,
  YardSizes,
} from "./form-document";
import { normalizeNotificationEmail } from "./email-format";
import { switchFormType } from "./form-type-switch";
import type { PricingSettings } from "./pricing/pricing-settings";
import { readFormDocument, type StoredFormRow } from "./read-form";
import { editableTextToHtml, htmlToEditableText, richTextToPlainText } from "./rich-text";
import { PLAIN_TEXT_CONTENT_KEYS, type PlainTextContentKey } from "./rich-text-rules";

/**
 * The builder's model. It keeps notificationSettings twice,
 * inside basicInfo and at the top level; the Basic Info step edits the one in basicInfo, so that
 * copy is authoritative and withNotificationSettings keeps both in step.
 *
 * notifications_enabled: a stored form without it reads as true (defaultNotificationSettings in
 * defaults.ts fills it), and false in the editor when missing was considered. We use true everywhere: the
 * editor is always built from readFormDocument, which has already filled the value, so the
 * editor never sees it missing, and the switch can never show off while mail is being sent.
 */
export interface EditorBasicInfo {
  id: string | null;
  name: string;
  description: string;
  status: FormStatus;
  notificationSettings: NotificationSettings;
}

/** Rich texts stay the HTML they are stored as; the button labels are edited as plain text. */
export type EditorTextContent = Omit<TextContent, PlainTextContentKey> & Record<PlainTextContentKey, string>;
export type EditorCustomization = Omit<Customization, "textContent"> & { textContent: EditorTextContent };
/** The upsell message is edited as plain text and stored escaped. */
export type EditorUpsellSettings = Omit<UpsellSettings, "upsellMessage"> & { upsellMessage: string };

export interface EditorModel {
  basicInfo: EditorBasicInfo;
  formType: FormType;
  customerFields: CustomerFields;
  services: Services;
  yardSizes: YardSizes;
  customization: EditorCustomization;
  notificationSettings: NotificationSettings;
  redirectSettings: RedirectSettings;
  upsellSettings: EditorUpsellSettings;
  followUpSettings: FollowUpSettings;
  paymentSettings: PaymentSettings;
  trackingSettings: TrackingSettings;
  embedSettings: EmbedSettings;
  /** Minimum charge, tax and promo codes; the listed services are in `services`. */
  pricingSettings: PricingSettings;
  serviceArea: ServiceArea;
}

function toEditorTexts(customization: Customization): EditorCustomization {
  const textContent: EditorTextContent = { ...customization.textContent };
  for (const key of PLAIN_TEXT_CONTENT_KEYS) textContent[key] = htmlToEditableText(customization.textContent[key]);
  return { ...customization, textContent };
}

function fromEditorTexts(customization: EditorCustomization): Customization {
  const textContent = { ...customization.textContent } as TextContent;
  for (const key of PLAIN_TEXT_CONTENT_KEYS) textContent[key] = editableTextToHtml(customization.textContent[key]);
  return { ...customization, textContent };
}

function fromDocument(id: string | null, doc: FormDocument): EditorModel {
  return {
    basicInfo: {
      id,
      name: doc.name,
      description: doc.description,
      status: doc.status,
      notificationSettings: { ...doc.notificationSettings },
    },
    formType: doc.formType,
    customerFields: doc.customerFields,
    services: doc.services,
    yardSizes: doc.yardSizes,
    customization: toEditorTexts(doc.customization),
    notificationSettings: { ...doc.notificationSettings },
    redirectSettings: doc.redirectSettings,
    upsellSettings: { ...doc.upsellSettings, upsellMessage: htmlToEditableText(doc.upsellSettings.upsellMessage) },
    followUpSettings: doc.followUpSettings,
    paymentSettings: doc.paymentSettings,
    trackingSettings: doc.trackingSettings,
    embedSettings: doc.embedSettings,
    pricingSettings: doc.pricingSettings,
    serviceArea: doc.serviceArea,
  };
}

/** A new, unsaved form: name "Untitled Form", status draft, every group at its type's defaults. */
export function newEditorModel(formType: FormType = "mowing_quote"): EditorModel {
  return fromDocument(null, defaultFormDocumentFor(formType));
}

/** From a stored row or an API answer of the same shape; broken groups become defaults. */
export function toEditorModel(row: StoredFormRow): EditorModel {
  const id = typeof row.id === "string" && row.id !== "" ? row.id : null;
  return fromDocument(id, readFormDocument(row));
}

/**
 * The model as a form of `formType` (switchFormType, form-type-switch.ts): the groups a type brings
 * are replaced, and everything else the owner is editing stays as it is, untouched by a round trip.
 */
export function withFormType(model: EditorModel, formType: FormType): EditorModel {
  if (model.formType === formType) return model;
  const switched = fromDocument(model.basicInfo.id, switchFormType(toFormPayload(model), formType));
  return {
    ...model,
    formType,
    services: switched.services,
    yardSizes: switched.yardSizes,
    upsellSettings: switched.upsellSettings,
    followUpSettings: switched.followUpSettings,
    pricingSettings: switched.pricingSettings,
  };
}

export function withNotificationSettings(model: EditorModel, settings: NotificationSettings): EditorModel {
  return {
    ...model,
    basicInfo: { ...model.basicInfo, notificationSettings: settings },
    notificationSettings: settings,
  };
}

function renumber<T extends { order: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }, order) => ({ ...item, order }));
}

/** The API payload for save and publish (validate it with formDocumentSchema on the server). */
export function toFormPayload(model: EditorModel): FormDocument {
  const { basicInfo, customerFields } = model;
  const consent = customerFields.consent;
  const plain = richTextToPlainText(consent.richText);
  return {
    name: basicInfo.name,
    description: basicInfo.description,
    status: basicInfo.status,
    formType: model.formType,
    version: FORM_DOCUMENT_VERSION,
    notificationSettings: {
      email: normalizeNotificationEmail(basicInfo.notificationSettings.email),
      notifications_enabled: basicInfo.notificationSettings.notifications_enabled,
    },
    customerFields: {
      fields: renumber(customerFields.fields).map((field) =>
        ESSENTIAL_CUSTOMER_FIELDS.includes(field.type) ? { ...field, required: true, enabled: true } : field,
      ),
      // The plain text always follows the rich text the owner edited.
      consent: { ...consent, text: plain === "" ? consent.text : plain },
    },
    services: { ...model.services, listed: renumber(model.services.listed) },
    yardSizes: model.yardSizes,
    customization: fromEditorTexts(model.customization),
    redirectSettings: model.redirectSettings,
    upsellSettings: {
      ...model.upsellSettings,
      upsellMessage: editableTextToHtml(model.upsellSettings.upsellMessage),
      services: renumber(model.upsellSettings.services),
    },
    followUpSettings: model.followUpSettings,
    paymentSettings: model.paymentSettings,
    trackingSettings: model.trackingSettings,
    embedSettings: model.embedSettings,
    pricingSettings: model.pricingSettings,
    serviceArea: model.serviceArea,
  };
}
