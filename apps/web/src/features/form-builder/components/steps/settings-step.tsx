import { redirectUrlProblem } from "@yq/form-schema/redirect";
import type { RedirectSettings } from "@yq/form-schema/form-document";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { SwitchField } from "../fields/switch-field";
import { EmbedButtonSection } from "./embed-button-section";
import { EmbeddingSection } from "./embedding-section";
import { FollowUpSection } from "./follow-up-section";
import { PaymentSection } from "./payment-section";
import { Section } from "./section";
import { ServiceAreaSection } from "./service-area/service-area-section";
import { UpsellSection } from "./upsell-section";
import type { StepProps } from "./step-props";

export function SettingsStep({ model, change }: StepProps) {
  const redirect = model.redirectSettings;
  const urlId = useId();
  const patch = (next: Partial<RedirectSettings>) =>
    change((m) => ({ ...m, redirectSettings: { ...m.redirectSettings, ...next } }));
  // Only a hint: an invalid address may still be saved, and the public form will not follow it.
  const problem = redirectUrlProblem(redirect.url);
  return (
    <div className="flex flex-col gap-4">
      <Section title="Redirect Settings">
        <SwitchField
          label="Redirect After Acceptance"
          description="Send customers to another page after they accept a quote."
          checked={redirect.enabled}
          onCheckedChange={(enabled) => patch({ enabled })}
        />
        {redirect.enabled && (
          <>
            <div className="flex flex-col gap-2">
              <Label htmlFor={urlId}>Redirect URL</Label>
              <Input
                id={urlId}
                type="url"
                placeholder="https://example.com/thank-you"
                value={redirect.url}
                maxLength={2000}
                aria-invalid={problem !== null}
                aria-describedby={problem ? `${urlId}-problem` : undefined}
                className={cn(problem && "border-destructive")}
                onChange={(e) => patch({ url: e.target.value })}
              />
              {problem && (
                <p id={`${urlId}-problem`} className="text-xs text-destructive">
                  {problem}
                </p>
              )}
            </div>
            <SwitchField
              label="Open in New Tab"
              checked={redirect.openInNewTab}
              onCheckedChange={(openInNewTab) => patch({ openInNewTab })}
            />
          </>
        )}
      </Section>
      <ServiceAreaSection model={model} change={change} />
      <PaymentSection model={model} change={change} />
      <UpsellSection model={model} change={change} />
      <FollowUpSection model={model} change={change} />
      <EmbeddingSection model={model} change={change} />
      <EmbedButtonSection model={model} change={change} />
    </div>
  );
}
