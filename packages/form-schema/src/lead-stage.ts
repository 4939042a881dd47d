import type { Submission } from "./submission";

// How far a visitor got, derived from the records of one lead (consent, complete, upsell).

export const LEAD_STAGES = ["started", "quoted", "accepted", "declined", "upsell"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  started: "Started",
  quoted: "Quoted",
  accepted: "Accepted",
  declined: "Declined",
  upsell: "Upsell",
};

export type LeadRecord = Pick<Submission, "serviceType" | "yardSize" | "responseStatus" | "isUpsell">;

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
