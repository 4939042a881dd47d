import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import { ADDRESS_FIELD_TYPES, CONTACT_COLUMN_OF } from "@yq/form-schema/contact-fields";
import { leadServiceName } from "@yq/form-schema/quote-snapshot";
import type { BookedVisits } from "@yq/form-schema/scheduling/booking";
import type { WebhookVisitScheduledData } from "@yq/form-schema/webhooks";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { forms } from "../db/schema/forms";
import type { SubmissionRow } from "../leads/submission-view";
import { customerReplyTo, notificationAddress, plainAddress } from "../mail/addresses";
import { brandOf, businessIdentity } from "../mail/business-identity";
import { renderEmail, subjectPart } from "../mail/templates/render";
import { senderAddress } from "../mail/transport";
import { enqueueMessage } from "../outbox/enqueue";
import { enqueueWebhookEvent, formOwnerWanting } from "../webhooks/enqueue-webhook";
import { visitInvite } from "./visit-invite";

// What a booking tells, queued in its transaction: each is sent only for a booking that was made,
// and once (keyed by the lead). An owner's test run from the preview tells no one.

type Booked = {
  userId: string;
  formId: string;
  timeZone: string;
  accepted: SubmissionRow;
  isTest: boolean;
  booked: BookedVisits;
  /** The stored booking: its id names the invite, its rule is the invite's. */
  booking: { id: string; rule: string };
};

type NoticeEnv = Pick<Env, "publicUrl" | "MAIL_FROM">;

/** How many of the next visits the email lists; the rest follow the same schedule. */
const LISTED_VISITS = 6;

/** The customer's email and the owner's visit.scheduled webhooks. */
export async function queueBookedNotices(tx: Db, env: NoticeEnv, input: Booked) {
  if (input.isTest) return;
  await queueBookedEmail(tx, env, input);
  await queueVisitScheduled(tx, env.publicUrl, input);
}

/** "Your first visit is booked", to the customer, with the series as a calendar invite (visit.ics). */
async function queueBookedEmail(tx: Db, { publicUrl, MAIL_FROM }: NoticeEnv, input: Booked) {
  const to = plainAddress(input.accepted.customerEmail);
  if (!to) return;
  const [form] = await tx
    .select({ notificationSettings: forms.notificationSettings })
    .from(forms)
    .where(eq(forms.id, input.formId));
  const business = await businessIdentity(tx, input.userId);
  const brand = brandOf(business, publicUrl);
  const { booked } = input;
  const name = input.accepted.customerName?.trim();
  const first = calendarDayText(booked.firstDate);
  const later = booked.dates.slice(1, LISTED_VISITS).map(calendarDayText);
  const rendered = renderEmail(
    name ? `Thank you, ${name}!` : "Thank you!",
    [
      { type: "paragraph", text: `Your first visit is booked for ${first}.` },
      { type: "details", rows: [["Schedule", booked.scheduleText]] },
      ...(later.length > 0
        ? [
            { type: "paragraph" as const, text: "The next visits:" },
            { type: "list" as const, items: later },
          ]
        : []),
    ],
    `You receive this email because you booked a visit${brand ? ` with ${brand.name}` : ""}.`,
    brand,
  );
  const replyTo = customerReplyTo(notificationAddress(form?.notificationSettings?.email), business);
  const invite = visitInvite({
    bookingId: input.booking.id,
    firstDay: booked.firstDate,
    rule: input.booking.rule,
    timeZone: input.timeZone,
    publicUrl,
    // The calendar's answers go where the email's replies go: the business, never our no-reply sender.
    business: { name: business.name, email: replyTo ?? senderAddress(MAIL_FROM) },
    customer: { name: name || null, email: to },
    serviceName: leadServiceName(input.accepted),
    address: customerAddress(input.accepted),
    scheduleText: booked.scheduleText,
  });
  await enqueueMessage(tx, {
    dedupeKey: `visit-booked:${input.accepted.leadId}`,
    kind: "visit_booked",
    to,
    replyTo: replyTo ?? undefined,
    fromName: brand?.name,
    subject: `Your first visit is booked: ${subjectPart(first, 40)}`,
    ...rendered,
    attachments: [{ filename: "visit.ics", contentType: "text/calendar; method=REQUEST", content: invite }],
  });
}

/** The address fields of the accepted record, in the form's order; null when none was asked. */
function customerAddress(record: SubmissionRow): string | null {
  const parts = ADDRESS_FIELD_TYPES.map((type) => record[CONTACT_COLUMN_OF[type]]?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

async function queueVisitScheduled(tx: Db, publicUrl: string, input: Booked) {
  const userId = await formOwnerWanting(tx, input.formId, "visit.scheduled");
  if (!userId) return;
  const leadId = input.accepted.leadId!;
  const data: WebhookVisitScheduledData = {
    leadId,
    formId: input.formId,
    leadUrl: `${publicUrl}/forms/${input.formId}/submissions`,
    timeZone: input.timeZone,
    booked: input.booked,
  };
  const payload = { type: "visit.scheduled" as const, timestamp: new Date().toISOString(), data };
  await enqueueWebhookEvent(tx, { userId }, payload, `visit-scheduled:${leadId}`);
}
