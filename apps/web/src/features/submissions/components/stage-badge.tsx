import { LEAD_STAGE_LABELS, type LeadStage } from "@yq/form-schema/lead-stage";
import { Badge } from "@/components/ui/badge";

const VARIANT: Record<LeadStage, "secondary" | "outline" | "success" | "destructive" | "default"> = {
  started: "secondary",
  quoted: "outline",
  accepted: "success",
  declined: "destructive",
  upsell: "default",
};

export function StageBadge({ stage }: { stage: LeadStage }) {
  return <Badge variant={VARIANT[stage]}>{LEAD_STAGE_LABELS[stage]}</Badge>;
}
