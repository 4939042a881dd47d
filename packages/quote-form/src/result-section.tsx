import { resultMessage } from "@yq/form-schema/result-message";
import type { LeadPayment } from "@yq/form-schema/payment-words";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { PaymentPanelProps } from "./payment-panel";
import type { Lead } from "./transport";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { holdRedirect } from "./redirect-hold";
import { RichText } from "./rich-text";
import { acceptedSummary, type AcceptedChoice } from "./accepted-summary";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

const LazyPaymentPanel = lazy(() => import("./payment-panel").then((m) => ({ default: m.PaymentPanel })));
const LazyVisitPicker = lazy(() => import("./visit-picker").then((m) => ({ default: m.VisitPicker })));

/** The owner's accept or decline message (or its default, @yq/form-schema/result-message) as the last step. */
export function ResultSection(props: {
  doc: PublicFormDocument;
  response: ResponseStatus;
  fallbackUrl: string | null;
  /** The live form's lead: an accept on a form asking for a payment shows its panel. */
  lead?: Lead | null;
  apiBase?: string;
  /** The page Stripe Checkout returns to: the payment as the server has it. */
  payment?: PaymentPanelProps | null;
  /** What the visitor accepted, summed up under the message; after a payment return, the server's. */
  accepted?: AcceptedChoice | null;
}) {
  const { doc, lead } = props;
  // The payment's panel is a chunk of its own, and asks the server what the accept asked for.
  const panel =
    props.payment ??
    (props.response === "accept" && lead && doc.paymentSettings.mode !== "none"
      ? { lead, apiBase: props.apiBase }
      : null);
  // The payment as the panel last read it from the server: the summary's last row.
  const [payment, setPayment] = useState<LeadPayment | null | undefined>(props.payment?.payment);
  // The first visit is picked once nothing is owed: no payment asked, or Stripe confirmed it.
  // Back from Checkout the lead comes with the payment, and its return key stands in for the token.
  const pickerLead = lead ?? props.payment?.lead ?? null;
  const picker =
    props.response === "accept" && (!panel || payment === null || (payment && payment.status !== "awaiting"))
      ? pickerLead
      : null;
  // The owner's redirect waits while there may be a first visit to pick (redirect-hold.ts).
  const release = useRef<(() => void) | null>(null);
  const holding = picker !== null;
  useEffect(() => {
    if (!holding) return;
    release.current = holdRedirect();
    return () => release.current?.();
  }, [holding]);
  // Once the calendar is on offer, it is the next step: the summary's "we'll contact you" is not.
  const [calendarOffered, setCalendarOffered] = useState(false);
  const summary = props.response === "accept" && props.accepted ? acceptedSummary(doc, props.accepted, payment) : null;
  const { title, message } = resultMessage(doc, summary?.kind === "request" ? "request" : props.response);
  const { fallbackUrl } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the outcome so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="yq-result" aria-labelledby="yq-result-title">
      {/* Only an accept is a success; a decline gets no check mark. */}
      {props.response === "accept" && (
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="yq-result-icon">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" />
        </svg>
      )}
      <h2 id="yq-result-title" ref={heading} tabIndex={-1} className="yq-section-title">
        {title}
      </h2>
      <div className="yq-result-text">
        <RichText html={message} />
      </div>
      {summary && (
        <div className="yq-summary">
          <dl>
            {summary.rows.map((row) => (
              <div
                key={row.label}
                className={row.label === "Total" ? "yq-summary-row yq-summary-total" : "yq-summary-row"}
              >
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {!(calendarOffered && picker) && <p className="yq-summary-next">{summary.next}</p>}
        </div>
      )}
      {panel && (
        <Suspense fallback={<p className="yq-hint">Loading…</p>}>
          <LazyPaymentPanel {...panel} onPayment={setPayment} inSummary={summary !== null} />
        </Suspense>
      )}
      {picker && (
        <Suspense fallback={<p className="yq-hint">Loading…</p>}>
          <LazyVisitPicker
            lead={picker}
            apiBase={props.apiBase}
            returnKey={props.payment?.returnKey}
            onNothingToPick={() => release.current?.()}
            onOffered={setCalendarOffered}
          />
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
