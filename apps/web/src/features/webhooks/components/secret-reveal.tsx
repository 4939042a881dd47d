import { Copy } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";

const COPIED = { title: "Copied", description: "The secret is on your clipboard." };

/** The signing secret, shown this once: after the page is left it cannot be read again. */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { copy } = useCopyToClipboard();
  return (
    <Alert className="flex flex-col gap-3">
      <p className="font-medium">Copy your signing secret now. It is shown only once.</p>
      <code data-testid="webhook-secret" className="break-all rounded bg-muted px-2 py-1 text-sm">
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy("secret", secret, COPIED)}>
          <Copy className="size-4" aria-hidden /> Copy secret
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I saved it
        </Button>
      </div>
    </Alert>
  );
}
