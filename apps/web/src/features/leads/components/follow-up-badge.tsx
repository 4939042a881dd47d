import { Badge } from "@/components/ui/badge";

/** Whether the lead got the follow-up email, and whether its visitor came back through the link. */
export function FollowUpBadge({ followUp }: { followUp: { sentAt: string; cameBackAt: string | null } | null }) {
  if (!followUp) return null;
  return followUp.cameBackAt ? (
    <Badge variant="success" title={`Came back ${new Date(followUp.cameBackAt).toLocaleString()}`}>
      Came back
    </Badge>
  ) : (
    <Badge variant="outline" title={`Followed up ${new Date(followUp.sentAt).toLocaleString()}`}>
      Followed up
    </Badge>
  );
}
