import { embedChrome } from "@yq/form-schema/embed-chrome";
import { embedButtonTextSchema, MAX_EMBED_BUTTON_TEXT, type EmbedButtonPosition } from "@yq/form-schema/embed-settings";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { Section } from "./section";
import type { StepProps } from "./step-props";

const POSITIONS: { value: EmbedButtonPosition | null; label: string; hint: string }[] = [
  { value: null, label: "Mode's own place", hint: "Popup: where the code is. Slide-in: bottom right." },
  { value: "bottom-right", label: "Bottom right", hint: "Floats in the corner of the window." },
  { value: "bottom-left", label: "Bottom left", hint: "Floats in the corner of the window." },
  { value: "inline", label: "In the page", hint: "Where you paste the code." },
];

/**
 * The button that opens the form in the popup and slide-in modes: its text and
 * place, shown as visitors will see it, in the form's button colours, corners and font. The text
 * is saved only while it is valid; until then it says why and the last good text stays saved.
 */
export function EmbedButtonSection({ model, change }: StepProps) {
  const id = useId();
  const settings = model.embedSettings;
  const [text, setText] = useState(settings.buttonText);
  const parsed = embedButtonTextSchema.safeParse(text);
  const problem = parsed.success ? null : parsed.error.issues[0].message;
  const chrome = embedChrome({ customization: model.customization, embedSettings: settings }, null);
  const onText = (next: string) => {
    setText(next);
    const checked = embedButtonTextSchema.safeParse(next);
    if (checked.success) change((m) => ({ ...m, embedSettings: { ...m.embedSettings, buttonText: checked.data } }));
  };
  const place = (buttonPosition: EmbedButtonPosition | null) =>
    change((m) => ({ ...m, embedSettings: { ...m.embedSettings, buttonPosition } }));
  return (
    <Section title="Popup and Slide-in Button">
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Button text</Label>
        <Input
          id={id}
          value={text}
          maxLength={MAX_EMBED_BUTTON_TEXT + 10}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint`}
          className={cn(problem && "border-destructive")}
          onChange={(e) => onText(e.target.value)}
        />
        <p id={`${id}-hint`} className={cn("text-xs", problem ? "text-destructive" : "text-muted-foreground")}>
          {problem ?? "Opens the form in the Popup and Slide-in modes of the Embed Code tab."}
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Button position</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {POSITIONS.map((option) => (
            <label
              key={option.label}
              className="flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                className="mt-1"
                name={`${id}-position`}
                checked={settings.buttonPosition === option.value}
                onChange={() => place(option.value)}
              />
              <span className="flex flex-col">
                <span className="font-medium">{option.label}</span>
                <span className="text-xs text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Preview</p>
        <div className="flex min-h-20 items-center justify-center rounded-md border bg-muted/40 p-4">
          <span
            aria-hidden="true"
            className="px-[22px] py-3 text-base font-semibold shadow-md"
            style={{
              background: chrome.button,
              color: chrome.buttonText,
              borderRadius: chrome.radius,
              fontFamily: chrome.font,
            }}
          >
            {parsed.success ? parsed.data : settings.buttonText}
          </span>
        </div>
      </div>
    </Section>
  );
}
