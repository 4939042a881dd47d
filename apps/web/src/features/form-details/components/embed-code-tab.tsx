import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { directLink, embedCode } from "@/lib/embed-code";
import { publicOrigin } from "@/lib/public-origin";
import { SnippetBox } from "./snippet-box";
import type { FormDetail } from "@/lib/forms-api/get-form";
import { ConversionTracking } from "./conversion-tracking";
import { EmbedModes } from "./embed-modes";

/** The loader script (apps/embed) sizes the iframe to the form's height as the visitor moves on. */
function scriptEmbedCode(formId: string, origin: string = publicOrigin()): string {
  return `<script src="${origin}/embed.js" data-form-id="${formId}" async></script>`;
}

type Props = {
  form: FormDetail;
  isCopied: (key: string) => boolean;
  copy: (key: string, text: string, label: string) => void;
};

export function EmbedCodeTab({ form, isCopied, copy }: Props) {
  const formId = form.id;
  const iframe = embedCode(formId);
  const link = directLink(formId);
  const script = scriptEmbedCode(formId);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Embed Code</CardTitle>
          <CardDescription>Add the form to your website, or share the direct link.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <SnippetBox
            label="HTML Embed Code"
            hint="Paste this where the form should appear on your page."
            value={iframe}
            copied={isCopied("iframe")}
            onCopy={() => copy("iframe", iframe, "Embed code")}
          />
          <SnippetBox
            label="Direct Link"
            value={link}
            copied={isCopied("link")}
            onCopy={() => copy("link", link, "Direct link")}
          />
          <SnippetBox
            label="Script Embed (auto-height)"
            hint="An alternative to the iframe code: the form grows and shrinks with its content."
            value={script}
            copied={isCopied("script")}
            onCopy={() => copy("script", script, "Script embed code")}
          />
        </CardContent>
      </Card>
      <EmbedModes formId={formId} isCopied={isCopied} copy={copy} />
      <ConversionTracking form={form} />
    </div>
  );
}
