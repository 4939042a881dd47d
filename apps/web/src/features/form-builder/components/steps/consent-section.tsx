import { richTextToPlainText } from "@yq/form-schema/rich-text";
import { RichTextEditor } from "../rich-text/lazy-rich-text-editor";
import { SwitchField } from "../fields/switch-field";
import type { StepProps } from "./step-props";

/** The consent checkbox and its rich text, shown only while consent is enabled. */
export function ConsentSection({ model, change }: StepProps) {
  const consent = model.customerFields.consent;
  const setConsent = (patch: Partial<typeof consent>) =>
    change((m) => ({
      ...m,
      customerFields: { ...m.customerFields, consent: { ...m.customerFields.consent, ...patch } },
    }));
  return (
    <section className="flex flex-col gap-4 rounded-md border p-4">
      <SwitchField
        label="Consent Checkbox"
        description="Visitors tick it before they can continue."
        checked={consent.enabled}
        onCheckedChange={(enabled) => setConsent({ enabled })}
      />
      {consent.enabled && (
        <RichTextEditor
          label="Consent Text"
          value={consent.richText}
          // The plain text follows the rich text (the server derives it again on save).
          onChange={(richText) => setConsent({ richText, text: richTextToPlainText(richText) })}
        />
      )}
    </section>
  );
}
