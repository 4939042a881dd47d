import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { directLink, embedCode, modeEmbedCode } from "../utils/embed-code";
import { SnippetBox } from "./snippet-box";
import type { FormDetail } from "../api/get-form";
import { ConversionTracking } from "./conversion-tracking";
import { EmbedModes } from "./embed-modes";

type Props = {
  form: FormDetail;
  isCopied: (key: string) => boolean;
  copy: (key: string, text: string, label: string) => void;
};

/**
 * The codes an owner can paste. The first one offered is embed.js's inline snippet: the loader
 * sizes the iframe to the form as the visitor moves on, so it fits a phone. The plain iframe is
 * fixed at 600 px (a phone scrolls inside it) and is offered after it, for site builders that
 * allow no script.
 */
export function EmbedCodeTab({ form, isCopied, copy }: Props) {
  const formId = form.id;
  const script = modeEmbedCode(formId, { mode: "inline" });
  const link = directLink(formId);
  const iframe = embedCode(formId);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Embed Code</CardTitle>
          <CardDescription>Add the form to your website, or share the direct link.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <SnippetBox
            label="Embed Code (auto-height)"
            hint="Paste this where the form should appear on your page. It fits every screen, phones included: the form grows and shrinks with its content."
            value={script}
            copied={isCopied("script")}
            onCopy={() => copy("script", script, "Auto-height embed code")}
          />
          <SnippetBox
            label="Direct Link"
            value={link}
            copied={isCopied("link")}
            onCopy={() => copy("link", link, "Direct link")}
          />
          <SnippetBox
            label="HTML Embed Code"
            hint="Only for site builders that do not allow scripts: a plain iframe fixed at 600 px high, so on a phone the form scrolls inside it."
            value={iframe}
            copied={isCopied("iframe")}
            onCopy={() => copy("iframe", iframe, "Embed code")}
          />
        </CardContent>
      </Card>
      <EmbedModes formId={formId} isCopied={isCopied} copy={copy} />
      <ConversionTracking form={form} />
    </div>
  );
}
