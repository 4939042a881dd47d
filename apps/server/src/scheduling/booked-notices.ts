import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { BookedVisits } from "@yq/form-schema/scheduling/booking";
import type { WebhookVisitScheduledData } from "@yq/form-schema/webhooks";
import type { Db } from "../db/client";
import type { SubmissionRow } from "../leads/submission-view";
import { renderEmail, subjectPart } from "../mail/templates/render";
import { enqueueMessage } from "../outbox/enqueue";
import { customerNotice, queueVisitWebhook, type NoticeEnv } from "./customer-notice";
import { queueOwnerBookedAlert } from "./owner-booked-alert";
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

/** How many of the next visits the email lists; the rest follow the same schedule. */
export const LISTED_VISITS = 6;

/** The customer's email, the owner's alert and the owner's visit.scheduled webhooks. */
export async function queueBookedNotices(tx: Db, env: NoticeEnv, input: Booked) {
  if (input.isTest) return;
  await queueBookedEmail(tx, env, input);
  await queueOwnerBookedAlert(tx, env.publicUrl, input);
  await queueVisitScheduled(tx, env.publicUrl, input);
}

/** "Your first visit is booked", to the customer, with the series as a calendar invite (visit.ics). */
async function queueBookedEmail(tx: Db, env: NoticeEnv, input: Booked) {
  const notice = await customerNotice(tx, env, input);
  if (!notice) return;
  const { booked } = input;
  const first = calendarDayText(booked.firstDate);
  const later = booked.dates.slice(1, LISTED_VISITS).map(calendarDayText);
  const rendered = renderEmail(
    notice.name ? `Thank you, ${notice.name}!` : "Thank you!",
    [
      { type: "paragraph", text: `Your first visit is booked for ${first}.` },
      { type: "details", rows: [["Schedule", booked.scheduleText]] },
      ...(later.length > 0
        ? [
            { type: "paragraph" as const, text: "The next visits:" },
            { type: "list" as const, items: later },
          ]
        : []),
      notice.pageLink,
    ],
    `You receive this email because you booked a visit${notice.brand ? ` with ${notice.brand.name}` : ""}.`,
    notice.brand,
  );
  const invite = visitInvite({
    ...notice.invite,
    bookingId: input.booking.id,
    firstDay: booked.firstDate,
    rule: input.booking.rule,
    timeZone: input.timeZone,
    publicUrl: env.publicUrl,
    scheduleText: booked.scheduleText,
  });
  await enqueueMessage(tx, {
    dedupeKey: `visit-booked:${input.accepted.leadId}`,
    kind: "visit_booked",
    to: notice.to,
    replyTo: notice.replyTo ?? undefined,
    fromName: notice.brand?.name,
    subject: `Your first visit is booked: ${subjectPart(first, 40)}`,
    ...rendered,
    attachments: [inviteAttachment(invite)],
  });
}

/** visit.ics as a calendar invite (RFC 6047): calendars offer to add or update it. */
export const inviteAttachment = (invite: string) => ({
  filename: "visit.ics",
  contentType: "text/calendar; method=REQUEST",
  content: invite,
});

async function queueVisitScheduled(tx: Db, publicUrl: string, input: Booked) {
  const leadId = input.accepted.leadId!;
  const data: WebhookVisitScheduledData = {
    leadId,
    formId: input.formId,
    leadUrl: `${publicUrl}/forms/${input.formId}/submissions`,
    timeZone: input.timeZone,
    booked: input.booked,
  };
  await queueVisitWebhook(tx, input.formId, "visit.scheduled", data, `visit-scheduled:${leadId}`);
}
