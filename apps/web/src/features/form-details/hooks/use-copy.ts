import { useEffect, useRef, useState } from "react";
import { toastError, toastSuccess } from "@/lib/toast";

export const COPIED_FOR_MS = 2000;

/** Copies text and reports it with a toast; `copied` stays true for 2 s so the button shows a check. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(key: string, text: string, label: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_FOR_MS);
      toastSuccess("Copied!", `${label} copied to clipboard`);
    } catch {
      toastError("Error", "Failed to copy to clipboard");
    }
  }
  return { copy, isCopied: (key: string) => copied === key };
}
