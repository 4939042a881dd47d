import { Check, Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

type Props = { label: string; value: string; copied: boolean; onCopy: () => void; rows?: number };

/** Read-only code or link with a copy button that shows a check while "copied". */
export function CopyBox({ label, value, copied, onCopy, rows = 3 }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Button variant="outline" size="sm" className="h-8" onClick={onCopy} aria-label={`Copy ${label}`}>
          {copied ? <Check /> : <Copy />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        rows={rows}
        value={value}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full resize-none break-all rounded-md border border-input bg-muted p-2 font-mono text-xs"
      />
    </div>
  );
}
