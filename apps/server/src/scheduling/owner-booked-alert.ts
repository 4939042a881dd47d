import { canSendNotifications } from "@yq/form-schema/email-format";
import { APP_PATHS } from "@yq/form-schema/app-paths";
import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { BookedVisits } from "@yq/form-schema/scheduling/booking";
import { leadServiceName } from "@yq/form-schema/quote-snapshot";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import type { SubmissionRow } from "../leads/submission-view";
import { notificationAddress, plainAddress } from "../mail/addresses";
import { renderEmail, subjectPart } from "../mail/templates/render";
import { enqueueMessage } from "../outbox/enqueue";
import { customerAddress } from "./customer-notice";

// The owner's side of a booking: the accept's alert went out before a day was picked, so the
// owner is told the day and the schedule in an email of its own, where their lead alerts go.

type BookedForOwner = { formId: string; accepted: SubmissionRow; booked: BookedVisits };

/** "Visit booked", to the form's notification address when the owner asked for alerts; once per lead. */
export async function queueOwnerBookedAlert(tx: Db, publicUrl: string, input: BookedForOwner) {
  const [form] = await tx
    .select({ name: forms.name, notificationSettings: forms.notificationSettings })
    .from(forms)
    .where(eq(forms.id, input.formId));
  const settings = form?.notificationSettings;
  const to = settings && canSendNotifications(settings) ? notificationAddress(settings.email) : null;
  if (!to) return;
  const { accepted, booked } = input;
  const name = accepted.customerName?.trim() || "A customer";
  const first = calendarDayText(booked.firstDate);
  const rows: [string, string][] = [
    ["First visit", first],
    ["Schedule", booked.scheduleText],
  ];
  const service = leadServiceName(accepted);
  if (service) rows.push(["Service", service]);
  const address = customerAddress(accepted);
  if (address) rows.push(["Address", address]);
  if (form?.name) rows.push(["Form", form.name]);
  const rendered = renderEmail(
    "Visit booked",
    [
      { type: "paragraph", text: `${name} booked their first visit for ${first}.` },
      { type: "details", rows },
      {
        type: "button",
        label: "Open your schedule",
        url: `${publicUrl}${APP_PATHS.schedule}?week=${booked.firstDate}`,
      },
    ],
    "You receive this email because lead alerts are on for this form.",
  );
  await enqueueMessage(tx, {
    dedupeKey: `visit-booked-alert:${accepted.leadId}`,
    kind: "visit_booked_alert",
    to,
    replyTo: plainAddress(accepted.customerEmail) ?? undefined,
    subject: `Visit booked: ${subjectPart(name, 40)}, ${first}`,
    ...rendered,
  });
}
