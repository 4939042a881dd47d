import { CONTACT_KEYS, contactByField, type ContactColumn, type ContactColumns } from "@yq/form-schema/contact-columns";
import { isValidEmail } from "@yq/form-schema/answers";
import { DEFAULT_TIME_ZONE } from "@yq/form-schema/business-profile";
import { formatSqFt } from "@yq/form-schema/measurement-tiers";
import {
  SERVICE_TYPES,
  YARD_SIZE_LABELS,
  YARD_SIZES,
  type ServiceType,
  type YardSize,
} from "@yq/form-schema/constants";
import {
  canSendNotifications,
  isValidNotificationEmail,
  normalizeNotificationEmail,
} from "@yq/form-schema/email-format";
import type { FormDocument, NotificationSettings } from "@yq/form-schema/form-document";
import { paymentText } from "@yq/form-schema/payment";
import { readFormDocument } from "@yq/form-schema/read-form";
import { resultMessage } from "@yq/form-schema/result-message";
import { richTextToPlainText } from "@yq/form-schema/rich-text";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { enqueueMessage, type OutboxMessage } from "../outbox/enqueue";
import { yardSizeOf } from "../leads/submission-view";
import { brandOf, businessIdentity, type BusinessIdentity } from "./business-identity";
import {
  customerConfirmation,
  ownerLeadAlert,
  ownerUpsellAlert,
  type LeadContact,
  type LeadFacts,
} from "./templates/lead-templates";

type SubmissionRow = typeof formSubmissions.$inferSelect;
/** The columns of a record the emails read (an accept builds its record before storing it). */
export type MailRecord = Pick<
  SubmissionRow,
  | "id"
  | "formId"
  | "parentSubmissionId"
  | "createdAt"
  | "submissionStage"
  | "isUpsell"
  | "selectedUpsellServices"
  | "responseStatus"
  | "serviceType"
  | "yardSize"
  | "quote"
  | "projectDetails"
  | "videoUrl"
  | ContactColumn
> &
  Partial<
    Pick<SubmissionRow, "lawnAreaSqFt" | "lawnOutlines" | "paymentStatus" | "paymentKind" | "paymentAmountCents">
  >;

// The form's email check lets "a,b@x.com" through; a mail header would read it as two
// recipients. Visitor addresses must be one plain address before they go into To or Reply-To.
const ADDRESS_SEPARATORS = /[\s,;:<>()"[\]\\]/;
export const plainAddress = (value: string | null) => {
  const trimmed = value?.trim() ?? "";
  return isValidEmail(trimmed) && !ADDRESS_SEPARATORS.test(trimmed) ? trimmed : null;
};

/** The form's notification address as one plain address, or null when it is unset or not valid. */
export function notificationAddress(saved: string | null | undefined): string | null {
  const email = normalizeNotificationEmail(saved);
  return email && isValidNotificationEmail(email) ? plainAddress(email) : null;
}

/**
 * Where a customer's reply goes (decision 092): the form's notification address, else the
 * account's own email; never our no-reply sender.
 */
export const customerReplyTo = (notificationEmail: string | null, business: BusinessIdentity) =>
  notificationEmail ?? plainAddress(business.accountEmail);

/** Each contact value from the first record of the lead that has it (newest record first). */
export function contactOf(records: MailRecord[]): LeadContact {
  const pick = (key: ContactColumn) => records.map((r) => r[key]?.trim()).find((v): v is string => !!v) ?? null;
  return contactByField(Object.fromEntries(CONTACT_KEYS.map((key) => [key, pick(key)])) as ContactColumns);
}

function absoluteUrl(publicUrl: string, url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/")) return `${publicUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The facts of the complete record, named the way the owner named them in the form. */
export function leadFacts(
  deps: AppDeps,
  formName: string,
  doc: FormDocument,
  complete: MailRecord,
  records: MailRecord[],
  timeZone: string = DEFAULT_TIME_ZONE,
): LeadFacts {
  const serviceType = SERVICE_TYPES.includes(complete.serviceType as ServiceType)
    ? (complete.serviceType as ServiceType)
    : null;
  const size = complete.quote?.yardSize ?? yardSizeOf(complete);
  const yardSize = YARD_SIZES.includes(size as YardSize) ? (size as YardSize) : null;
  const sizeDescription = yardSize ? doc.yardSizes[yardSize].description.trim() : "";
  const priced = complete.quote?.priced ?? null;
  // A listed service (decision 097) is named as the visitor saw it; its size is its line's.
  const serviceLine = priced?.lines.find((l) => l.kind === "service");
  const listedName = complete.quote?.service?.name ?? serviceLine?.name ?? complete.serviceType;
  return {
    formName,
    leadUrl: `${deps.env.publicUrl}/forms/${complete.formId}/submissions`,
    contact: contactOf(records),
    response: complete.responseStatus === "decline" ? "decline" : "accept",
    service: serviceType ? doc.services[serviceType].name.trim() || serviceType : listedName,
    yardSize: yardSize
      ? [YARD_SIZE_LABELS[yardSize], sizeDescription].filter(Boolean).join(" - ")
      : (serviceLine?.size ?? null),
    sizeLabel: yardSize ? "Yard size" : "Size",
    lawnArea:
      complete.lawnAreaSqFt == null
        ? null
        : `${formatSqFt(complete.lawnAreaSqFt)} (${complete.lawnOutlines ? "measured on the map" : "typed in by the customer"})`,
    prices: (complete.quote?.prices ?? []).map(({ label, amount }) => ({ label, amount })),
    chosen: complete.quote?.chosen
      ? { label: complete.quote.chosen.label, amount: complete.quote.chosen.amount }
      : null,
    includedServices: complete.quote?.includedServices ?? [],
    projectDetails: complete.projectDetails?.trim() || null,
    videoUrl: absoluteUrl(deps.env.publicUrl, complete.videoUrl),
    submittedAt: complete.createdAt,
    timeZone,
    payment: paymentText(
      complete.paymentStatus ?? null,
      complete.paymentKind ?? null,
      complete.paymentAmountCents ?? null,
    ),
    priced,
  };
}

/** The facts of an event: an upsell's own record carries the quote priced again with its add-ons. */
export function eventFacts(facts: LeadFacts, record: MailRecord): LeadFacts {
  return record.isUpsell && record.quote?.priced ? { ...facts, priced: record.quote.priced } : facts;
}

/** What the emails of one lead event are made from, read by the caller in its own way. */
export type LeadMailInput = {
  /** The form's name as the owner knows it (the working copy's). */
  formName: string;
  /** Service names, yard size descriptions and the accept message. */
  doc: FormDocument;
  /** The owner's current notification settings (the working copy's). */
  notificationSettings: NotificationSettings;
  /** The business as the customer knows it (decision 092): name, phone, logo, time zone, account email. */
  business: BusinessIdentity;
  /** The event's record (complete or upsell). */
  record: MailRecord;
  /** The lead's other records. */
  others: MailRecord[];
};

/**
 * The emails a lead event calls for: the owner's alert (complete record or upsell record, when
 * the form's notifications are on and an address is set) and the customer's confirmation
 * (accepted quote with a valid customer email). Dedupe keys carry the record's id, so queueing
 * them twice for one record queues each email once.
 */
export function leadMails(deps: AppDeps, input: LeadMailInput): OutboxMessage[] {
  const { record, others, doc } = input;
  if (record.submissionStage !== "complete") return [];
  const isUpsell = record.isUpsell && record.selectedUpsellServices.length > 0;
  if (!isUpsell && (record.isUpsell || (record.responseStatus !== "accept" && record.responseStatus !== "decline")))
    return [];
  const complete = isUpsell ? (others.find((r) => r.id === record.parentSubmissionId) ?? record) : record;
  // The event's own record first, then the newest others: the latest contact details win.
  const ordered = [record, ...others.filter((r) => r.id !== record.id).sort((a, b) => +b.createdAt - +a.createdAt)];
  const { business } = input;
  const facts = eventFacts(leadFacts(deps, input.formName, doc, complete, ordered, business.timeZone), record);

  const ownerEmail = notificationAddress(input.notificationSettings.email);
  const notifyOwner = canSendNotifications(input.notificationSettings) && ownerEmail !== null;
  const customerEmail = plainAddress(facts.contact.email);
  const mails: OutboxMessage[] = [];

  if (notifyOwner) {
    const content = isUpsell ? ownerUpsellAlert(facts, record.selectedUpsellServices) : ownerLeadAlert(facts);
    mails.push({
      dedupeKey: `${isUpsell ? "upsell-alert" : "lead-alert"}:${record.id}`,
      kind: isUpsell ? "upsell_alert" : "lead_alert",
      to: ownerEmail,
      replyTo: customerEmail ?? undefined,
      ...content,
    });
  }
  if (!isUpsell && record.responseStatus === "accept" && customerEmail) {
    // Sent as the business and answered by it (decision 092).
    const replyTo = customerReplyTo(ownerEmail, business);
    const brand = brandOf(business, deps.env.publicUrl);
    const message = resultMessage(doc, "accept").message;
    const content = customerConfirmation(
      facts,
      brand,
      { html: message, text: richTextToPlainText(message) },
      replyTo !== null,
    );
    mails.push({
      dedupeKey: `lead-confirmation:${record.id}`,
      kind: "lead_confirmation",
      to: customerEmail,
      replyTo: replyTo ?? undefined,
      fromName: brand?.name,
      ...content,
    });
  }
  return mails;
}

/**
 * Queues the emails of a committed lead event, reading what they need (used for upsell records;
 * the accept writes its emails in the statement that stores it, responses.service.ts).
 */
export async function queueLeadEmails(deps: AppDeps, submissionId: string): Promise<void> {
  const { db } = deps;
  const [record] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
  if (!record) return;
  const [form] = await db.select().from(forms).where(eq(forms.id, record.formId));
  if (!form) return;
  const doc = readFormDocument(form);
  const others = record.leadId
    ? await db.select().from(formSubmissions).where(eq(formSubmissions.leadId, record.leadId))
    : [];
  const business = await businessIdentity(db, form.userId);
  const mails = leadMails(deps, {
    formName: doc.name,
    doc,
    notificationSettings: doc.notificationSettings,
    business,
    record,
    others,
  });
  if (mails.length === 0) return;
  await db.transaction(async (tx) => {
    for (const mail of mails) await enqueueMessage(tx as unknown as typeof db, mail);
  });
}
