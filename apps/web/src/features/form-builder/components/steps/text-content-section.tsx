import type { FormType } from "@yq/form-schema/constants";
import type { EditorTextContent } from "@yq/form-schema/editor-model";
import { formTypeWords } from "@yq/form-schema/form-type-words";
import { isPlainTextContentKey, TEXT_CONTENT_FORMATS, type TextContentKey } from "@yq/form-schema/rich-text-rules";
import { RichTextEditor } from "../rich-text/lazy-rich-text-editor";
import { SwitchField } from "../fields/switch-field";
import { TextField } from "../fields/text-field";
import { Section, type CustomizationChange } from "./section";

const LABELS: Record<TextContentKey, string> = {
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
  quoteDisclaimer: "Quote Disclaimer",
  unlockHint: "First Step Hint",
  requestTitle: "Request Title",
  requestMessage: "Request Message",
};

// What the form puts in place of {steps} (packages/quote-form/src/unlock-hint.ts).
const HINTS: Partial<Record<TextContentKey, string>> = {
  unlockHint:
    "Shown under the contact fields until they are complete. {steps} becomes what the visitor still has to do, " +
    "such as “Fill in your phone and agree to the terms”.",
};

// Shown on one line on the form: a one-line editor box.
const ONE_LINE = new Set<TextContentKey>(["formTitle", "cardTitle", "cardDescription", "offerHeadline"]);

type Props = { textContent: EditorTextContent; formType: FormType; set: CustomizationChange };

export function TextContentSection({ textContent, formType, set }: Props) {
  // The request title's hint names what is requested in the form's trade (form-type-words.ts).
  const hints = { ...HINTS, requestTitle: formTypeWords(formType).requestTitleHint };
  const patch = (next: Partial<EditorTextContent>) =>
    set((x) => ({ ...x, textContent: { ...x.textContent, ...next } }));
  const patchText = <K extends TextContentKey>(key: K, value: EditorTextContent[K]) =>
    set((x) => ({ ...x, textContent: { ...x.textContent, [key]: value } }));
  // Each text gets the editor of its format: button labels are plain, only the disclaimer has bullets.
  const field = (key: TextContentKey) => {
    if (isPlainTextContentKey(key)) {
      return (
        <TextField
          key={key}
          label={LABELS[key]}
          value={textContent[key]}
          hint={hints[key]}
          maxLength={2000}
          onValueChange={(value) => patchText(key, value)}
        />
      );
    }
    const format = TEXT_CONTENT_FORMATS[key];
    return (
      <RichTextEditor
        key={key}
        label={LABELS[key]}
        value={textContent[key]}
        allowBullets={format === "rich-with-bullets"}
        compact={format === "rich"}
        singleLine={ONE_LINE.has(key)}
        onChange={(value) => patchText(key, value)}
      />
    );
  };
  return (
    <Section title="Text Content">
      <div className="flex flex-col gap-3 rounded-md bg-muted/50 p-3">
        <SwitchField
          label="Show Form Title"
          checked={textContent.formTitleEnabled}
          onCheckedChange={(formTitleEnabled) => patch({ formTitleEnabled })}
        />
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
      <div className="grid gap-4 @md:grid-cols-2">{(["cardTitle", "cardDescription"] as const).map(field)}</div>
      {field("unlockHint")}
      {field("offerHeadline")}
      <div className="grid gap-4 @md:grid-cols-3">
        {(["submitButton", "acceptButton", "declineButton"] as const).map(field)}
      </div>
      {field("acceptMessage")}
      {field("declineMessage")}
      {field("requestTitle")}
      {field("requestMessage")}
      {field("quoteDisclaimer")}
    </Section>
  );
}
