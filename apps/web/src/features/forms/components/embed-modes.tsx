import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EMBED_MODES, modeEmbedCode, type EmbedMode } from "../utils/embed-code";
import { publicOrigin } from "../utils/public-origin";
import { SnippetBox } from "./snippet-box";
import { TrackingHelp } from "./tracking-help";

const MODE_LABELS: Record<EmbedMode, string> = {
  inline: "Inline",
  popup: "Popup",
  "slide-in": "Slide-in",
  "full-page": "Full page",
};
const MODE_HINTS: Record<EmbedMode, string> = {
  inline: "The form sits in your page where you paste the code and grows and shrinks with its content.",
  popup:
    "A button in your form's colours where you paste the code opens the form in a dialog over your page. Its text and place are in the form's Settings step.",
  "slide-in":
    "A button in the bottom corner of every page with the code opens the form in a side panel. Its text and place are in the form's Settings step.",
  "full-page": "The form fills the whole window: for a page of its own on your site.",
};

/** A stand-in page of the owner's site with the snippet, for the live preview (nothing is sent). */
const previewPage = (snippet: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>body{font-family:system-ui,sans-serif;margin:16px;color:#334155}</style></head>
<body><h1 style="font-size:20px">Your website</h1><p>Your page's own content, with the form below.</p>${snippet}</body></html>`;

type Props = {
  formId: string;
  isCopied: (key: string) => boolean;
  copy: (key: string, text: string, label: string) => void;
};

/** The embed modes of embed.js, each with its snippet and a live preview. */
export function EmbedModes({ formId, isCopied, copy }: Props) {
  const [mode, setMode] = useState<EmbedMode>("inline");
  const id = useId();
  const snippet = modeEmbedCode(formId, { mode });
  const preview = previewPage(modeEmbedCode(formId, { mode, preview: true }, publicOrigin()));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Embed Modes</CardTitle>
        <CardDescription>Choose how the form appears on your site, try it, and copy its code.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Mode</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {EMBED_MODES.map((m) => (
              <label
                key={m}
                className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
                {MODE_LABELS[m]}
              </label>
            ))}
          </div>
          <p className="text-sm text-muted-foreground">{MODE_HINTS[mode]}</p>
        </fieldset>
        <SnippetBox
          label={`${MODE_LABELS[mode]} Embed Code`}
          hint="Paste this into your page's HTML where the form (or its button) should be."
          value={snippet}
          copied={isCopied(`mode-${mode}`)}
          onCopy={() => copy(`mode-${mode}`, snippet, `${MODE_LABELS[mode]} embed code`)}
        />
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Live preview</p>
          <iframe
            key={mode}
            title={`Preview of the ${MODE_LABELS[mode].toLowerCase()} mode`}
            srcDoc={preview}
            className="h-[520px] w-full rounded-md border bg-white"
          />
        </div>
        <TrackingHelp />
      </CardContent>
    </Card>
  );
}
