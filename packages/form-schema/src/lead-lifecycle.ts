import type { ServiceType, YardSize } from "./constants";

// The words for one lead's life, in the order it is lived: the visitor's response to a quote, the
// stage the lead reached (derived from its records and kept by the database), the outcome the
// Submissions table shows, and the owner's own status (migration 0021). Each list is stored or
// sent as it is spelled here (response_status, the stage column, the webhook event, the CSV), so
// an entry is renamed only with a migration; scripts/contract-lists.ts fails on hand-written copies.

/** A visitor's answer to a quote (a project request's Submit is recorded as accept). */
export const RESPONSE_STATUSES = ["accept", "decline"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const RESPONSE_STATUS_LABELS: Record<ResponseStatus, string> = {
  accept: "Accepted",
  decline: "Declined",
};

/** How far a visitor got, derived from the records of one lead (consent, complete, upsell). */
export const LEAD_STAGES = ["started", "quoted", "accepted", "declined", "upsell"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  started: "Started",
  quoted: "Quoted",
  accepted: "Accepted",
  declined: "Declined",
  upsell: "Upsell",
};

/** What of one record decides the stage (a Submission has these fields). */
export type LeadRecord = {
  serviceType: ServiceType | null;
  yardSize: YardSize | null;
  responseStatus: ResponseStatus | null;
  isUpsell: boolean;
};

/**
 * Upsell when an upsell record exists (picking no upsell creates none), then the visitor's
 * answer, then Quoted once a service (and for mowing a yard size) was chosen, else Started.
 */
export function leadStage(records: readonly LeadRecord[]): LeadStage {
  if (records.some((r) => r.isUpsell)) return "upsell";
  if (records.some((r) => r.responseStatus === "accept")) return "accepted";
  if (records.some((r) => r.responseStatus === "decline")) return "declined";
  const quoted = records.some((r) => r.serviceType !== null && (r.serviceType !== "mowing" || r.yardSize !== null));
  return quoted ? "quoted" : "started";
}

/**
 * The Submissions table's status words: the visitor's answer, "Pending" for a
 * request that waits for the owner's price (landscaping or a custom size, stored as an accept
 * with project details), "Started" for a visitor who stopped before answering.
 */
export const LEAD_OUTCOMES = ["accepted", "declined", "pending", "started"] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];
export const LEAD_OUTCOME_LABELS: Record<LeadOutcome, string> = {
  accepted: "Accepted",
  declined: "Declined",
  pending: "Pending",
  started: "Started",
};

/**
 * The outcome from the stored stage, whether the visitor sent the form (a complete record), and
 * whether what they sent is a request for a price rather than an answer to one.
 */
export function leadOutcome(stage: LeadStage, sent: boolean, request: boolean): LeadOutcome {
  if (stage === "declined") return "declined";
  if (stage === "accepted" || stage === "upsell") return request ? "pending" : "accepted";
  return sent ? "pending" : "started";
}

/**
 * The owner's own progress with a lead, apart from how far the visitor got: set by the owner in
 * the lead view, listed in the CSV and the webhook event.
 */
export const LEAD_STATUSES = ["new", "contacted", "scheduled", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  won: "Won",
  lost: "Lost",
};
