import {
  LEAD_OUTCOME_LABELS,
  LEAD_STATUS_LABELS,
  type LeadOutcome,
  type LeadStatus,
} from "@yq/form-schema/lead-lifecycle";
import { Badge } from "@/components/ui/badge";

const OUTCOME_VARIANT: Record<LeadOutcome, "success" | "destructive" | "warning" | "secondary"> = {
  accepted: "success",
  declined: "destructive",
  pending: "warning",
  started: "secondary",
};

/** The Submissions table's status word: the visitor's answer, Pending or Started. */
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
