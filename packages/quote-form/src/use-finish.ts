import { resultMessage } from "@yq/form-schema/result-message";
import { richTextToPlainText } from "@yq/form-schema/rich-text";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import type { Step } from "./use-quote-flow";
import type { ToastKind } from "./toasts";

export const REDIRECT_DELAY_MS = 3000;

type Notify = (kind: ToastKind, title: string, description?: string, ms?: number) => void;

export const RESULT_TOAST_MS = 3000;
export const RESULT_TOAST_WITH_REDIRECT_MS = 4000;

/**
 * Ends the flow: the result toast (3 s, 4 s when a redirect follows) and, after an accept with
 * the redirect on, the redirect 3 s later (not when the form asks for a payment: Stripe Checkout
 * returns to it). The preview never leaves the builder.
 */
export function useFinish(
  doc: PublicFormDocument,
  mode: "live" | "preview",
  notify: Notify,
  setStep: (s: Step) => void,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A redirect the browser refused stays on the result step as a link the visitor can follow.
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const finish = useCallback(
    (response: "accept" | "decline") => {
      setStep("result");
      const redirect = doc.redirectSettings;
      // A form asking for a payment sends the visitor to Stripe first; Checkout returns to the redirect.
      const redirecting =
        response === "accept" && doc.paymentSettings.mode === "none" && redirect.enabled && redirect.url.trim() !== "";
      const { title, message } = resultMessage(doc, response);
      notify(
        "success",
        title,
        richTextToPlainText(message),
        redirecting ? RESULT_TOAST_WITH_REDIRECT_MS : RESULT_TOAST_MS,
      );
      if (!redirecting) return;
      // The redirect code is loaded only by the forms that redirect.
      void import("./redirect").then(({ followRedirect, redirectTarget }) => {
        const target = redirectTarget(redirect.url);
        if (!target.ok) return notify("error", "Redirect Failed", target.message);
        if (mode === "preview") return notify("info", "Preview", `Visitors are sent to ${target.url} after 3 seconds.`);
        timer.current = setTimeout(() => {
          const outcome = followRedirect(redirect.url, redirect.openInNewTab);
          if (!outcome.ok) {
            notify("error", outcome.title, outcome.message);
            setFallbackUrl(outcome.url ?? null);
          }
        }, REDIRECT_DELAY_MS);
      });
    },
    [doc, mode, notify, setStep],
  );
  return { finish, fallbackUrl };
}
