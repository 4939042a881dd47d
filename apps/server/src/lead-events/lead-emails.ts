import { canSendNotifications } from "@yq/form-schema/email-format";
import type { FormDocument, NotificationSettings } from "@yq/form-schema/form-document";
import { readFormDocument } from "@yq/form-schema/read-form";
import { resultMessage } from "@yq/form-schema/result-message";
import { richTextToPlainText } from "@yq/form-schema/rich-text";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { customerReplyTo, notificationAddress, plainAddress } from "../mail/addresses";
import { brandOf, businessIdentity, type BusinessIdentity } from "../mail/business-identity";
import {
  customerConfirmation,
  ownerLeadAlert,
  ownerUpsellAlert,
  type MailContent,
} from "../mail/templates/lead-templates";
import { enqueueMessage, sendPendingNow, type OutboxMessage } from "../outbox/enqueue";
import type { Db } from "../db/client";
import { contactOf, eventFacts, eventFirst, leadFacts, type LeadRecord } from "./lead-facts";

/** What the emails of one lead event are made from, read by the caller in its own way. */
export type LeadMailInput = {
  /** The form's name as the owner knows it (the working copy's). */
  formName: string;
  /** Service names, yard size descriptions and the accept message. */
  doc: FormDocument;
  /** The owner's current notification settings (the working copy's). */
  notificationSettings: NotificationSettings;
  /** The business as the customer knows it: name, phone, logo, time zone, account email. */
  business: BusinessIdentity;
  /** The event's record (complete or upsell). */
  record: LeadRecord;
  /** The lead's other records. */
  others: LeadRecord[];
  /** The owner's test run: the customer's confirmation goes to the owner instead. */
  testRun?: boolean;
};

/**
 * How long an accept's confirmation waits for the upsell step (decision 116): the visitor's answer
 * there ("No thanks" may never reach the server) can still add to the agreement, and the customer
 * gets one confirmation of the final agreement. The upsell rewrites the waiting one and sends it.
 */
export const CONFIRMATION_GRACE_MS = 10 * 60_000;

/** The customer's confirmation waiting for the upsell step goes now: the visitor said "No thanks". */
export const confirmWithoutUpsell = (db: Db, completeId: string) =>
  sendPendingNow(db, `lead-confirmation:${completeId}`);

/** Whether the visitor is shown the upsell step after accepting (quote-form's offeredUpsells). */
const offersUpsell = (doc: FormDocument) =>
  doc.upsellSettings.enabled && doc.upsellSettings.services.some((s) => s.enabled && s.name.trim() !== "");

/** The event a record is: which record is the lead's complete one, and the records in the order the facts read them. */
type LeadEvent = { isUpsell: boolean; complete: LeadRecord; ordered: LeadRecord[] };

/** The event of a record that calls for emails (a complete answer or an upsell with services), else null. */
function leadEvent(record: LeadRecord, others: LeadRecord[]): LeadEvent | null {
  if (record.submissionStage !== "complete") return null;
  const isUpsell = record.isUpsell && record.selectedUpsellServices.length > 0;
  if (!isUpsell && (record.isUpsell || (record.responseStatus !== "accept" && record.responseStatus !== "decline")))
    return null;
  const complete = isUpsell ? (others.find((r) => r.id === record.parentSubmissionId) ?? record) : record;
  return { isUpsell, complete, ordered: eventFirst(record, others) };
}

/**
 * The emails a lead event calls for: the owner's alert (complete record or upsell record, when
 * the form's notifications are on and an address is set) and the customer's confirmation
 * (accepted quote with a valid customer email). Dedupe keys carry the record's id, so queueing
 * them twice for one record queues each email once. The confirmation is one per lead, keyed by
 * the complete record: an accept whose form offers an upsell queues it to be sent after
 * CONFIRMATION_GRACE_MS, and the upsell's event makes it due, rendered with the final agreement.
 * Only who gets each email is worked out here; the worker renders it when it sends it
 * (decision 129, lead-mail-render.ts), from the records as stored.
 */
export function leadMails(deps: Pick<AppDeps, "env">, input: LeadMailInput): OutboxMessage[] {
  const { record, business } = input;
  const event = leadEvent(record, input.others);
  if (!event) return [];
  const { isUpsell, complete } = event;
  const ownerEmail = notificationAddress(input.notificationSettings.email);
  const notifyOwner = canSendNotifications(input.notificationSettings) && ownerEmail !== null;
  const customerEmail = plainAddress(contactOf(event.ordered).email);
  // A test run writes to no one but the owner: they read what their customer would get.
  const confirmTo = input.testRun ? (ownerEmail ?? plainAddress(business.accountEmail ?? "")) : customerEmail;
  const origin = deps.env.publicUrl;
  const renderedAtSend = (id: string) => ({ subject: "", text: "", render: { record: id, origin } });
  const mails: OutboxMessage[] = [];

  if (notifyOwner) {
    mails.push({
      dedupeKey: `${isUpsell ? "upsell-alert" : "lead-alert"}:${record.id}`,
      kind: isUpsell ? "upsell_alert" : "lead_alert",
      to: ownerEmail,
      replyTo: customerEmail ?? undefined,
      ...renderedAtSend(record.id),
    });
  }
  if (complete.responseStatus === "accept" && customerEmail && confirmTo) {
    // Sent as the business and answered by it.
    const replyTo = customerReplyTo(ownerEmail, business);
    mails.push({
      dedupeKey: `lead-confirmation:${complete.id}`,
      kind: "lead_confirmation",
      to: confirmTo,
      replyTo: replyTo ?? undefined,
      fromName: brandOf(business, origin)?.name,
      ...renderedAtSend(complete.id),
      ...(isUpsell ? { replacesPending: true } : { dueInMs: offersUpsell(input.doc) ? CONFIRMATION_GRACE_MS : 0 }),
    });
  }
  return mails;
}

/**
 * The content of a lead email of `kind` for the event of `input.record`, as leadMails queued it:
 * `hasReplyTo` says whether the confirmation was queued with the business's reply-to address.
 */
export function leadMailContent(
  deps: Pick<AppDeps, "env">,
  input: Omit<LeadMailInput, "notificationSettings">,
  kind: string,
  hasReplyTo: boolean,
): MailContent | null {
  const { record, doc, business } = input;
  const event = leadEvent(record, input.others);
  if (!event) return null;
  const { isUpsell, complete, ordered } = event;
  const facts = eventFacts(leadFacts(deps, input.formName, doc, complete, ordered, business.timeZone), record);
  if (kind !== "lead_confirmation")
    return isUpsell ? ownerUpsellAlert(facts, record.selectedUpsellServices) : ownerLeadAlert(facts);
  const brand = brandOf(business, deps.env.publicUrl);
  const message = resultMessage(doc, "accept").message;
  const content = customerConfirmation(
    facts,
    brand,
    { html: message, text: richTextToPlainText(message) },
    hasReplyTo,
    isUpsell ? record.selectedUpsellServices : [],
  );
  return input.testRun ? { ...content, subject: `Test run: ${content.subject}` } : content;
}

/**
 * Queues the emails of a committed lead event, reading what they need (used for upsell records;
 * the accept writes its emails in the statement that stores it, responses.service.ts). The upsell's
 * confirmation makes the waiting one due: rendered when sent, it reads the final agreement.
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
    testRun: others.some((r) => r.id === record.leadId && r.isTest),
  });
  if (mails.length === 0) return;
  await db.transaction(async (tx) => {
    for (const mail of mails) await enqueueMessage(tx as unknown as typeof db, mail);
  });
}
