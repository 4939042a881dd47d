import { useCallback, useEffect, useRef, useState } from "react";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import type { Announcement } from "./announce-result";
import type { Step } from "./use-quote-flow";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

/**
 * Ends the flow: the result step, then any redirect (announce-result.ts), loaded
 * with the later steps rather than in the page's first download.
 */
export function useFinish(
  doc: PublicFormDocument,
  mode: "live" | "preview",
  notify: Announcement["notify"],
  setStep: (s: Step) => void,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const finish = useCallback(
    (response: ResponseStatus) => {
      setStep("result");
      void import("./announce-result").then(({ announceResult }) =>
        announceResult({ doc, mode, response, notify, timer, setFallbackUrl }),
      );
    },
    [doc, mode, notify, setStep],
  );
  return { finish, fallbackUrl };
}
