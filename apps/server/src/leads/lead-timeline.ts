import { LEAD_STATUS_LABELS, type LeadStatus } from "@yq/form-schema/lead-lifecycle";
import type { LeadEvent } from "@yq/form-schema/lead-work";
import { leadPayment, paymentText } from "@yq/form-schema/payment-words";
import { formatPrice } from "@yq/form-schema/money-format";
import { chosenPriceText } from "@yq/form-schema/quote";
import type { QuoteSnapshot } from "@yq/form-schema/quote-snapshot";
import type { SubmissionRow } from "./submission-view";

export type TimelineInput = {
  root: SubmissionRow;
  /** Every record of the lead, oldest first. */
  records: SubmissionRow[];
  pricesShown: { quote: QuoteSnapshot; createdAt: Date }[];
  followUp: { sentAt: Date; cameBackAt: Date | null } | null;
  status: { status: LeadStatus; updatedAt: Date } | null;
  notes: { body: string; createdAt: Date }[];
};

/** "Weekly $39, Bi-Weekly $59": the prices of one quote card, as the visitor saw them. */
function pricesText(quote: QuoteSnapshot): string {
  return quote.prices.map((p) => `${p.label} ${formatPrice(p.amount)}`).join(", ");
}

/**
 * A lead's moments oldest first. Form views carry no lead id, so the visit is
 * told as "Opened the form" at the lead's start; two moments at the same time keep the order
 * they are listed in here (the visit before the start, the answer before its payment).
 */
export function leadTimeline({ root, records, pricesShown, followUp, status, notes }: TimelineInput): LeadEvent[] {
  const events: { at: Date; event: Omit<LeadEvent, "at"> }[] = [];
  const add = (at: Date, kind: LeadEvent["kind"], text: string, quote: QuoteSnapshot | null = null) =>
    events.push({ at, event: { kind, text, quote } });

  add(root.createdAt, "viewed", "Opened the form");
  add(root.createdAt, "started", "Started: gave contact details and consent");
  // A later visit of the same person continues the lead; its last one is told.
  if (root.visits > 1 && root.lastVisitAt)
    add(root.lastVisitAt, "came_back", `Came back to the form (visit ${root.visits}, the latest)`);
  for (const shown of pricesShown) add(shown.createdAt, "price_shown", `Saw ${pricesText(shown.quote)}`, shown.quote);
  for (const record of records) {
    if (record.submissionStage !== "complete") continue;
    if (record.isUpsell) {
      if (record.selectedUpsellServices.length > 0)
        add(record.createdAt, "upsell", `Added ${record.selectedUpsellServices.join(", ")}`);
      continue;
    }
    if (record.responseStatus === "accept") {
      const chosen = record.quote?.chosen;
      add(record.createdAt, "accepted", chosen ? `Accepted ${chosenPriceText(chosen)}` : "Accepted", record.quote);
    } else if (record.responseStatus === "decline") {
      add(record.createdAt, "declined", "Declined the quote", record.quote);
    } else {
      add(record.createdAt, "sent", "Sent the request for a price");
    }
    const payment = leadPayment(record);
    if (payment && payment.status !== "awaiting" && record.paymentUpdatedAt)
      add(record.paymentUpdatedAt, "paid", paymentText(payment.status, payment.kind, payment.amountCents) ?? "Paid");
  }
  if (followUp) {
    add(followUp.sentAt, "followed_up", "Sent the follow-up email");
    if (followUp.cameBackAt) add(followUp.cameBackAt, "came_back", "Came back through the follow-up link");
  }
  if (status) add(status.updatedAt, "status", `Status set to ${LEAD_STATUS_LABELS[status.status]}`);
  for (const note of notes) add(note.createdAt, "note", note.body);

  return events
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.i - b.i)
    .map(({ at, event }) => ({ ...event, at: at.toISOString() }));
}
