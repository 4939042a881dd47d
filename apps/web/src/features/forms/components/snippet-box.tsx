import { useId } from "react";
import { Label } from "@/components/ui/label";
import { CopyButton } from "./copy-button";

type Props = { label: string; hint?: string; value: string; copied: boolean; onCopy: () => void };

/** A read-only code box with its copy button; the text is selectable for manual copying too. */
export function SnippetBox({ label, hint, value, copied, onCopy }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <div className="flex items-start gap-2">
        <textarea
          id={id}
          readOnly
          value={value}
          rows={value.length > 90 ? 3 : 1}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 resize-none rounded-md [field-sizing:content] border border-input bg-muted/40 px-3 py-2 font-mono text-xs leading-relaxed md:text-sm"
        />
        <CopyButton label={label} copied={copied} onCopy={onCopy} />
      </div>
    </div>
  );
}
