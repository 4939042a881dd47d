import { normalizeRedirectUrl } from "@yq/form-schema/redirect";
import { resultMessage } from "@yq/form-schema/result-message";
import { richTextToPlainText } from "@yq/form-schema/rich-text";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PublicFormDocument } from "./quote-form";
import { followRedirect, REDIRECT_DELAY_MS } from "./redirect";
import { RichText } from "./rich-text";
import type { Step } from "./use-quote-flow";
import type { ToastKind } from "./toasts";

type Notify = (kind: ToastKind, title: string, description?: string, ms?: number) => void;

export const RESULT_TOAST_MS = 3000;
export const RESULT_TOAST_WITH_REDIRECT_MS = 4000;

/**
 * Ends the flow: the result toast (3 s, 4 s when a redirect follows) and, after an accept with
 * the redirect on, the redirect 3 s later. The preview never leaves the builder.
 */
export function useFinish(doc: PublicFormDocument, mode: "live" | "preview", notify: Notify, setStep: (s: Step) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A redirect the browser refused stays on the result step as a link the visitor can follow.
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const finish = useCallback(
    (response: "accept" | "decline") => {
      setStep("result");
      const redirect = doc.redirectSettings;
      const redirecting = response === "accept" && redirect.enabled && redirect.url.trim() !== "";
      const { title, message } = resultMessage(doc, response);
      notify("success", title, richTextToPlainText(message), redirecting ? RESULT_TOAST_WITH_REDIRECT_MS : RESULT_TOAST_MS);
      if (!redirecting) return;
      const target = normalizeRedirectUrl(redirect.url);
      if (!target.ok) {
        notify("error", "Redirect Failed", target.message);
        return;
      }
      if (mode === "preview") {
        notify("info", "Preview", `Visitors are sent to ${target.url} after 3 seconds.`);
        return;
      }
      timer.current = setTimeout(() => {
        const outcome = followRedirect(redirect.url, redirect.openInNewTab);
        if (!outcome.ok) {
          notify("error", outcome.title, outcome.message);
          setFallbackUrl(outcome.url ?? null);
        }
      }, REDIRECT_DELAY_MS);
    },
    [doc, mode, notify, setStep],
  );
  return { finish, fallbackUrl };
}

/** The owner's accept or decline message (or the spec's default) as the last step. */
export function ResultSection(props: { doc: PublicFormDocument; response: "accept" | "decline"; fallbackUrl: string | null }) {
  const { title, message } = resultMessage(props.doc, props.response);
  const { fallbackUrl } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the outcome so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="yq-result" aria-labelledby="yq-result-title">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="yq-result-icon">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
      <h2 id="yq-result-title" ref={heading} tabIndex={-1} className="yq-section-title">
        {title}
      </h2>
      <div className="yq-result-text">
        <RichText html={message} />
      </div>
      {fallbackUrl && (
        <p>
          <a className="yq-btn yq-btn-accept" href={fallbackUrl} target="_blank" rel="noopener noreferrer">
            Continue
          </a>
        </p>
      )}
    </section>
  );
}
