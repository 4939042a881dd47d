// The owner's own progress with a lead (migration 0021), apart from how far the visitor got
// (lead-stage.ts): set by the owner in the lead view, listed in the CSV and the webhook event.

export const LEAD_STATUSES = ["new", "contacted", "scheduled", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  won: "Won",
  lost: "Lost",
};
