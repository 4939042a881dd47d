import { LEAD_OUTCOME_LABELS, type LeadOutcome } from "@yq/form-schema/lead-view";
import { LEAD_STATUS_LABELS, type LeadStatus } from "@yq/form-schema/lead-status";
import { Badge } from "@/components/ui/badge";

const OUTCOME_VARIANT: Record<LeadOutcome, "success" | "destructive" | "warning" | "secondary"> = {
  accepted: "success",
  declined: "destructive",
  pending: "warning",
  started: "secondary",
};

/** The Submissions table's status word (decision 091): the visitor's answer, Pending or Started. */
export function OutcomeBadge({ outcome }: { outcome: LeadOutcome }) {
  return <Badge variant={OUTCOME_VARIANT[outcome]}>{LEAD_OUTCOME_LABELS[outcome]}</Badge>;
}

const STATUS_VARIANT: Record<LeadStatus, "outline" | "default" | "success" | "secondary"> = {
  new: "outline",
  contacted: "default",
  scheduled: "default",
  won: "success",
  lost: "secondary",
};

/** The owner's own status of the lead. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}
