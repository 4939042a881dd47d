import { wholeNumberText } from "@yq/form-schema/number-text";
import { MAX_SERVICE_ZIPS } from "@yq/form-schema/service-area";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { addZipCodes } from "../../../model/service-area";

type Props = { codes: string[]; onChange: (codes: string[]) => void };

/** The ZIP/postal codes served: a pasted list becomes chips; a bad code says why and is left out. */
export function ZipCodesEditor({ codes, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<string[]>([]);

  function add() {
    const parsed = addZipCodes(codes, text);
    if (parsed.added > 0) onChange(parsed.codes);
    setProblems(parsed.problems);
    // The codes that could not be added stay in the box to be corrected.
    setText(parsed.problems.length ? parsed.problems.map((p) => p.split(":")[0]).join(", ") : "");
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">ZIP/postal codes</legend>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Add codes</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Textarea
            id={id}
            rows={2}
            className="min-h-0 flex-1"
            placeholder="62701, 62702 62703"
            value={text}
            aria-describedby={`${id}-hint${problems.length ? ` ${id}-problems` : ""}`}
            aria-invalid={problems.length > 0 || undefined}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds; Shift+Enter keeps a new line in a long pasted list.
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="outline" onClick={add} disabled={text.trim() === ""}>
            <Plus aria-hidden /> Add
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Paste or type codes separated by commas, spaces or new lines, then press Enter. Up to{" "}
          {wholeNumberText(MAX_SERVICE_ZIPS)}.
        </p>
        {problems.length > 0 && (
          <ul id={`${id}-problems`} className="flex flex-col gap-0.5 text-xs font-medium text-destructive" role="alert">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      {codes.length > 0 && (
        <div className="flex flex-col gap-2">
          <ul className="flex flex-wrap gap-1.5" aria-label="ZIP/postal codes served">
            {codes.map((code) => (
              <li
                key={code}
                className="inline-flex items-center gap-1 rounded-full border bg-muted/60 py-0.5 pl-2.5 pr-0.5 text-sm"
              >
                {code}
                <button
                  type="button"
                  className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Remove ${code}`}
                  onClick={() => onChange(codes.filter((c) => c !== code))}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
            <span>
              {codes.length} {codes.length === 1 ? "code" : "codes"}
            </span>
            <Button variant="ghost" size="sm" onClick={() => onChange([])}>
              Remove all codes
            </Button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
