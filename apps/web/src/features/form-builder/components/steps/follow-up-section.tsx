import { FOLLOW_UP_DELAYS, type FollowUpSettings } from "@yq/form-schema/follow-up";
import { LIMITS } from "@yq/form-schema/constants";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { SwitchField } from "../fields/switch-field";
import { Section } from "./section";
import type { StepProps } from "./step-props";

const delayLabel = (hours: number) =>
  hours < 24 ? `${hours} hour${hours === 1 ? "" : "s"}` : `${hours / 24} day${hours === 24 ? "" : "s"}`;

/** One email to visitors who left before answering; its words and delay are the owner's. */
export function FollowUpSection({ model, change }: StepProps) {
  const followUp = model.followUpSettings;
  const id = useId();
  const patch = (next: Partial<FollowUpSettings>) =>
    change((m) => ({ ...m, followUpSettings: { ...m.followUpSettings, ...next } }));
  return (
    <Section title="Follow-up Email">
      <SwitchField
        label="Follow Up Unfinished Quotes"
        description="Visitors who gave their email and consent but left before answering get one email with a link back to their quote, and a way to unsubscribe."
        checked={followUp.enabled}
        onCheckedChange={(enabled) => patch({ enabled })}
      />
      {followUp.enabled && (
        <>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-delay`}>Send After</Label>
            <Select value={String(followUp.delayHours)} onValueChange={(v) => patch({ delayHours: Number(v) })}>
              <SelectTrigger id={`${id}-delay`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FOLLOW_UP_DELAYS.map((hours) => (
                  <SelectItem key={hours} value={String(hours)}>
                    {delayLabel(hours)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-subject`}>Email Subject</Label>
            <Input
              id={`${id}-subject`}
              value={followUp.subject}
              maxLength={LIMITS.shortText}
              onChange={(e) => patch({ subject: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-message`}>Email Message</Label>
            <Textarea
              id={`${id}-message`}
              rows={4}
              value={followUp.message}
              maxLength={LIMITS.text}
              onChange={(e) => patch({ message: e.target.value })}
            />
          </div>
        </>
      )}
    </Section>
  );
}
