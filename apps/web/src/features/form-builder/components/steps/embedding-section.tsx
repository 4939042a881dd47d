import { MAX_EMBEDDING_DOMAINS, parseEmbeddingDomains } from "@yq/form-schema/embed-settings";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { Section } from "./section";
import type { StepProps } from "./step-props";

/**
 * The sites allowed to embed the form, one per line. The list is saved only while
 * every line is a site's address; until then the lines that are not say why, and the last good
 * list stays saved.
 */
export function EmbeddingSection({ model, change }: StepProps) {
  const id = useId();
  const [text, setText] = useState(() => model.embedSettings.allowedDomains.join("\n"));
  const { domains, problems } = parseEmbeddingDomains(text);
  const onText = (next: string) => {
    setText(next);
    const parsed = parseEmbeddingDomains(next);
    if (parsed.problems.length === 0)
      change((m) => ({ ...m, embedSettings: { ...m.embedSettings, allowedDomains: parsed.domains } }));
  };
  return (
    <Section title="Allowed Websites">
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Websites that may embed this form</Label>
        <Textarea
          id={id}
          value={text}
          rows={4}
          spellCheck={false}
          autoCapitalize="off"
          placeholder={"https://www.example.com\n*.example.com"}
          aria-invalid={problems.length > 0}
          aria-describedby={`${id}-hint${problems.length ? ` ${id}-problems` : ""}`}
          className={cn("font-mono text-sm", problems.length > 0 && "border-destructive")}
          onChange={(e) => onText(e.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          One per line, up to {MAX_EMBEDDING_DOMAINS}: an address like https://www.example.com, a name like example.com,
          or *.example.com for its subdomains. Leave empty to let any website embed the form. Takes effect when you
          publish.
        </p>
        {problems.length > 0 ? (
          <ul id={`${id}-problems`} className="flex flex-col gap-1 text-xs text-destructive">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {domains.length === 0
              ? "Any website may embed this form."
              : `Only ${domains.length === 1 ? "this website" : `these ${domains.length} websites`} may embed this form.`}
          </p>
        )}
      </div>
    </Section>
  );
}
