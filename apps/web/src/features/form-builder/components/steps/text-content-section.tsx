import type { TextContent } from "@yq/form-schema/form-document";
import { RichTextEditor } from "../rich-text/rich-text-editor";
import { SwitchField } from "../fields/switch-field";
import { TextField } from "../fields/text-field";
import { Section, type CustomizationChange } from "./section";

type TextKey = Exclude<keyof TextContent, "formTitleEnabled" | "formDescriptionEnabled" | "quoteDisclaimer">;

const LABELS: Record<TextKey, string> = {
  formTitle: "Form Title",
  formDescription: "Form Description Text",
  cardTitle: "Service Card Title",
  cardDescription: "Service Card Description",
  submitButton: "Submit Button Text",
  acceptButton: "Accept Button Text",
  declineButton: "Decline Button Text",
  offerHeadline: "Offer Headline",
  acceptMessage: "Accept Message",
  declineMessage: "Decline Message",
};

export function TextContentSection({ textContent, set }: { textContent: TextContent; set: CustomizationChange }) {
  const patch = (next: Partial<TextContent>) => set((x) => ({ ...x, textContent: { ...x.textContent, ...next } }));
  const field = (key: TextKey) => (
    <TextField key={key} label={LABELS[key]} value={textContent[key]} maxLength={2000} onValueChange={(value) => patch({ [key]: value })} />
  );
  return (
    <Section title="Text Content">
      <div className="flex flex-col gap-3 rounded-md bg-muted/50 p-3">
        <SwitchField label="Show Form Title" checked={textContent.formTitleEnabled} onCheckedChange={(formTitleEnabled) => patch({ formTitleEnabled })} />
        {field("formTitle")}
      </div>
      <div className="flex flex-col gap-3 rounded-md bg-muted/50 p-3">
        <SwitchField
          label="Show Form Description"
          checked={textContent.formDescriptionEnabled}
          onCheckedChange={(formDescriptionEnabled) => patch({ formDescriptionEnabled })}
        />
        {field("formDescription")}
      </div>
      <div className="grid gap-4 @md:grid-cols-2">
        {(["cardTitle", "cardDescription", "submitButton", "offerHeadline", "acceptButton", "declineButton"] as const).map(field)}
      </div>
      {field("acceptMessage")}
      {field("declineMessage")}
      <RichTextEditor
        label="Quote Disclaimer"
        allowBullets
        value={textContent.quoteDisclaimer}
        onChange={(quoteDisclaimer) => patch({ quoteDisclaimer })}
      />
    </Section>
  );
}
