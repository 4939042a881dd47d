import { resultMessage } from "@yq/form-schema/result-message";
import { lazy, Suspense, useEffect, useRef } from "react";
import type { PaymentPanelProps } from "./payment-panel";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { RichText } from "./rich-text";

const LazyPaymentPanel = lazy(() => import("./payment-panel").then((m) => ({ default: m.PaymentPanel })));

/** The owner's accept or decline message (or the spec's default) as the last step. */
export function ResultSection(props: {
  doc: PublicFormDocument;
  response: "accept" | "decline";
  fallbackUrl: string | null;
  /** An accept that asks for a payment (decision 044): its panel is a chunk of its own. */
  payment?: PaymentPanelProps | null;
}) {
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
      {props.payment && (
        <Suspense fallback={<p className="yq-hint">Loading…</p>}>
          <LazyPaymentPanel {...props.payment} />
        </Suspense>
      )}
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
