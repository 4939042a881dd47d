import { ADDRESS_FIELD_TYPES, CONTACT_COLUMN_OF } from "@yq/form-schema/contact-fields";
import { leadServiceName } from "@yq/form-schema/quote-snapshot";
import type { WebhookVisitScheduledData } from "@yq/form-schema/webhooks";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { forms } from "../db/schema/forms";
import type { SubmissionRow } from "../leads/submission-view";
import { customerPageUrl } from "../lib/customer-link";
import { customerReplyTo, notificationAddress, plainAddress } from "../mail/addresses";
import { brandOf, businessIdentity } from "../mail/business-identity";
import type { Block, EmailBrand } from "../mail/templates/render";
import { senderAddress } from "../mail/transport";
import { enqueueWebhookEvent, formOwnerWanting } from "../webhooks/enqueue-webhook";

// What every email about a customer's visits shares (booked-notices.ts, moved-notices.ts): who it
// goes to, the business it comes from and the parts of its calendar invite.

export type NoticeEnv = Pick<Env, "publicUrl" | "MAIL_FROM" | "AUTH_SECRET" | "dataDir">;

export type CustomerNotice = {
  to: string;
  /** The customer's name as they gave it, or null. */
  name: string | null;
  brand: EmailBrand | null;
  replyTo: string | null;
  /**
   * The link to the customer's own page (lib/customer-link.ts, decision 122), where they see their
   * visits, skip one, ask to move one or update their card: a block for the email's end.
   */
  pageLink: Extract<Block, { type: "link" }>;
  /** The invite's organizer and attendee, its summary's service and its location. */
  invite: {
    business: { name: string | null; email: string };
    customer: { name: string | null; email: string };
    serviceName: string | null;
    address: string | null;
  };
};

/** The notice's parts for the lead's accepted record; null when the customer gave no email. */
export async function customerNotice(
  tx: Db,
  env: NoticeEnv,
  input: { userId: string; formId: string; accepted: SubmissionRow },
): Promise<CustomerNotice | null> {
  const { publicUrl, MAIL_FROM } = env;
  const to = plainAddress(input.accepted.customerEmail);
  if (!to) return null;
  const [form] = await tx
    .select({ notificationSettings: forms.notificationSettings })
    .from(forms)
    .where(eq(forms.id, input.formId));
  const business = await businessIdentity(tx, input.userId);
  const brand = brandOf(business, publicUrl);
  const name = input.accepted.customerName?.trim() || null;
  const replyTo = customerReplyTo(notificationAddress(form?.notificationSettings?.email), business);
  return {
    to,
    name,
    brand,
    replyTo,
    pageLink: {
      type: "link",
      text: "See your visits, skip or move one, or update your card on your page.",
      label: "Your plan",
      url: customerPageUrl(env, input.accepted.leadId ?? input.accepted.id),
    },
    invite: {
      // The calendar's answers go where the email's replies go: the business, never our no-reply sender.
      business: { name: business.name, email: replyTo ?? senderAddress(MAIL_FROM) },
      customer: { name, email: to },
      serviceName: leadServiceName(input.accepted),
      address: customerAddress(input.accepted),
    },
  };
}

/** The address fields of the accepted record, in the form's order; null when none was asked. */
export function customerAddress(record: SubmissionRow): string | null {
  const parts = ADDRESS_FIELD_TYPES.map((type) => record[CONTACT_COLUMN_OF[type]]?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** Queues a visit event to the form owner's webhooks that subscribed to it, once per `key`. */
export async function queueVisitWebhook(
  tx: Db,
  formId: string,
  type: "visit.scheduled" | "visit.rescheduled",
  data: WebhookVisitScheduledData,
  key: string,
) {
  const userId = await formOwnerWanting(tx, formId, type);
  if (!userId) return;
  await enqueueWebhookEvent(tx, { userId }, { type, timestamp: new Date().toISOString(), data }, key);
}
