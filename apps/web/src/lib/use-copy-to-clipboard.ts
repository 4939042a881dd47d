import { useEffect, useRef, useState } from "react";
import { toastError, toastSuccess } from "@/lib/toast";

/** How long the button that copied shows it did (a check mark, "Link Copied!"). */
export const COPIED_FOR_MS = 2000;

/** A toast of its own for a copy, instead of "Copied!" and "<label> copied to clipboard". */
export type CopiedToast = { title: string; description: string };

/**
 * The owner app's one way to copy: writes the text to the clipboard and says so
 * with a toast, or says it failed. `isCopied(key)` is true for COPIED_FOR_MS after a copy under
 * that key, so each copy button of a screen shows its own confirmation.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** `said` names what was copied ("Embed code"), or is the whole toast. */
  async function copy(key: string, text: string, said: string | CopiedToast) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_FOR_MS);
      const toast = typeof said === "string" ? { title: "Copied!", description: `${said} copied to clipboard` } : said;
      toastSuccess(toast.title, toast.description);
    } catch {
      toastError("Error", "Failed to copy to clipboard");
    }
  }
  return { copy, isCopied: (key: string) => copied === key };
}
