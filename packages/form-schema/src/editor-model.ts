import type { FollowUpSettings } from "./follow-up";
import { ESSENTIAL_CUSTOMER_FIELDS, FORM_DOCUMENT_VERSION, type FormStatus, type FormType } from "./constants";
import { defaultFormDocument } from "./defaults";
import type {
  CustomerFields,
  Customization,
  FormDocument,
  NotificationSettings,
  RedirectSettings,
  Services,
  UpsellSettings,
  YardSizes,
} from "./form-document";
import { normalizeNotificationEmail } from "./email-format";
import { readFormDocument, type StoredFormRow } from "./read-form";
import { editableTextToHtml, htmlToEditableText, richTextToPlainText } from "./rich-text";
import { textContentFormat } from "./rich-text-rules";

/**
 * The builder's model. It keeps notificationSettings twice,
 * inside basicInfo and at the top level; the Basic Info step edits the one in basicInfo, so that
 * copy is authoritative and withNotificationSettings keeps both in step.
 *
 * notifications_enabled: the spec says "true when absent in stored data, but false in the editor
 * when missing", while the editor model's own default is true. We use true everywhere: the
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

export interface EditorModel {
  basicInfo: EditorBasicInfo;
  formType: FormType;
  customerFields: CustomerFields;
  services: Services;
  yardSizes: YardSizes;
  customization: Customization;
  notificationSettings: NotificationSettings;
  redirectSettings: RedirectSettings;
  upsellSettings: UpsellSettings;
  followUpSettings: FollowUpSettings;
}

/** Rich texts go to the editor as the HTML they are stored as; plain ones (button labels) as text. */
function mapPlainTexts(customization: Customization, convert: (text: string) => string): Customization {
  const textContent = { ...customization.textContent };
  for (const [key, value] of Object.entries(textContent)) {
    if (typeof value === "string" && textContentFormat(key) === "plain") (textContent as Record<string, unknown>)[key] = convert(value);
  }
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
    customization: mapPlainTexts(doc.customization, htmlToEditableText),
    notificationSettings: { ...doc.notificationSettings },
    redirectSettings: doc.redirectSettings,
    upsellSettings: { ...doc.upsellSettings, upsellMessage: htmlToEditableText(doc.upsellSettings.upsellMessage) },
    followUpSettings: doc.followUpSettings,
  };
}

/** A new, unsaved form: name "Untitled Form", status draft, every group at its defaults. */
export function newEditorModel(): EditorModel {
  return fromDocument(null, defaultFormDocument());
}

/** From a stored row or an API answer of the same shape; broken groups become defaults. */
export function toEditorModel(row: StoredFormRow): EditorModel {
  const id = typeof row.id === "string" && row.id !== "" ? row.id : null;
  return fromDocument(id, readFormDocument(row));
}

export function withNotificationSettings(model: EditorModel, settings: NotificationSettings): EditorModel {
  return { ...model, basicInfo: { ...model.basicInfo, notificationSettings: settings }, notificationSettings: settings };
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
    services: model.services,
    yardSizes: model.yardSizes,
    customization: mapPlainTexts(model.customization, editableTextToHtml),
    redirectSettings: model.redirectSettings,
    upsellSettings: {
      ...model.upsellSettings,
      upsellMessage: editableTextToHtml(model.upsellSettings.upsellMessage),
      services: renumber(model.upsellSettings.services),
    },
    followUpSettings: model.followUpSettings,
  };
}
