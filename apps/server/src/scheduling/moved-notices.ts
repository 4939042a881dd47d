import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { BookedVisits } from "@yq/form-schema/scheduling/booking";
import type { WebhookVisitRescheduledData } from "@yq/form-schema/webhooks";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, visits } from "../db/schema/scheduling";
import { leadRecords } from "../leads/lead-access";
import type { SubmissionRow } from "../leads/submission-view";
import { renderEmail, subjectPart } from "../mail/templates/render";
import { enqueueMessage } from "../outbox/enqueue";
import { bookedVisits } from "./booking-context";
import { inviteAttachment, LISTED_VISITS } from "./booked-notices";
import { customerNotice, queueVisitWebhook, type NoticeEnv } from "./customer-notice";
import { ruleDays, seriesChanges } from "./series-changes";
import { visitInvite } from "./visit-invite";

// What moving a visit tells, queued in the move's transaction: the customer's "Your visit has
// moved" with the series' invite brought up to date, and the owner's visit.rescheduled webhooks.

type Moved = { visitId: string; bookingId: string; from: string; to: string };

/** Invites of one booking must carry rising SEQUENCE numbers; seconds since 2026 rise and fit in 32 bits for decades. */
const inviteSequence = (now = Date.now()) => Math.floor((now - Date.UTC(2026, 0, 1)) / 1000);

type Booking = typeof bookings.$inferSelect;

export async function queueMovedNotices(tx: Db, env: NoticeEnv, moved: Moved) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, moved.bookingId));
  if (!booking) return;
  const records = await leadRecords(tx, booking.leadId);
  // An owner's test run from the preview tells no one.
  if (records.some((r) => r.id === booking.leadId && r.isTest)) return;
  const accepted = records.find(
    (r) => r.submissionStage === "complete" && !r.isUpsell && r.responseStatus === "accept",
  );
  const booked = (await bookedVisits(tx, booking.leadId))!;
  // Each move is its own message: the same visit may move again, even back.
  const key = `visit-moved:${moved.visitId}:${crypto.randomUUID()}`;
  if (accepted) await queueMovedEmail(tx, env, { booking, accepted, booked, moved, key });
  const data: WebhookVisitRescheduledData = {
    leadId: booking.leadId,
    formId: booking.formId,
    leadUrl: `${env.publicUrl}/forms/${booking.formId}/submissions`,
    timeZone: booking.timeZone,
    booked,
    visitId: moved.visitId,
    from: moved.from,
    to: moved.to,
  };
  await queueVisitWebhook(tx, booking.formId, "visit.rescheduled", data, key);
}

type MovedEmail = { booking: Booking; accepted: SubmissionRow; booked: BookedVisits; moved: Moved; key: string };

/** "Your visit has moved", to the customer, with the series' invite as it now is (visit.ics). */
async function queueMovedEmail(tx: Db, env: NoticeEnv, { booking, accepted, booked, moved, key }: MovedEmail) {
  const notice = await customerNotice(tx, env, { userId: booking.userId, formId: booking.formId, accepted });
  if (!notice) return;
  const current = await tx
    .select({ day: visits.day, status: visits.status })
    .from(visits)
    .where(eq(visits.bookingId, booking.id))
    .orderBy(asc(visits.day));
  const occurrences = ruleDays(booking.rule);
  const invite = visitInvite({
    ...notice.invite,
    bookingId: booking.id,
    // A single visit's event itself moves; a series keeps its start and overrides the occurrence.
    firstDay: occurrences.length === 1 ? moved.to : booking.firstDay,
    rule: booking.rule,
    timeZone: booking.timeZone,
    publicUrl: env.publicUrl,
    scheduleText: booked.scheduleText,
    changes: { ...seriesChanges(occurrences, current), sequence: inviteSequence() },
  });
  const [was, now] = [calendarDayText(moved.from), calendarDayText(moved.to)];
  const next = booked.dates.filter((d) => d > moved.to).slice(0, LISTED_VISITS - 1);
  const rendered = renderEmail(
    notice.name ? `Hello, ${notice.name}` : "Hello",
    [
      { type: "paragraph", text: `Your visit on ${was} has moved to ${now}.` },
      {
        type: "details",
        rows: [
          ["Was", was],
          ["Now", now],
          ["Schedule", booked.scheduleText],
        ],
      },
      ...(next.length > 0
        ? [
            { type: "paragraph" as const, text: "The visits after it:" },
            { type: "list" as const, items: next.map(calendarDayText) },
          ]
        : []),
      { type: "paragraph", text: "The attached invite updates the visit in your calendar." },
      notice.pageLink,
    ],
    `You receive this email because you booked visits${notice.brand ? ` with ${notice.brand.name}` : ""}.`,
    notice.brand,
  );
  await enqueueMessage(tx, {
    dedupeKey: key,
    kind: "visit_moved",
    to: notice.to,
    replyTo: notice.replyTo ?? undefined,
    fromName: notice.brand?.name,
    subject: `Your visit has moved to ${subjectPart(now, 40)}`,
    ...rendered,
    attachments: [inviteAttachment(invite)],
  });
}
