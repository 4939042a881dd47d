import { useEffect, useRef, useState } from "react";
import { toastError, toastSuccess } from "@/lib/toast";

/** Copies text with the spec's toasts; `copied` is the key of what was copied, for 2 seconds. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string, label: string, key: string = label) {
    try {
      await navigator.clipboard.writeText(text);
      toastSuccess("Copied!", `${label} copied to clipboard`);
      setCopied(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), 2000);
    } catch {
      toastError("Error", "Failed to copy to clipboard");
    }
  }
  return { copy, copied };
}
