import type { ServiceType, YardSize } from "@yq/form-schema/constants";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import type { MapConfig } from "@yq/form-schema/map-config";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import { Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { ContactSection } from "./contact-section";
import { LazyResultSection, LazyServiceStep, LazyUpsellSection, loading, prefetchSteps } from "./lazy-steps";
import { FormHeader } from "./form-header";
import { themeStyle } from "./theme";
import { ToastRegion, useToasts } from "./toasts";
import { liveTransport, previewTransport, type ResumedLead, type Visit } from "./transport";
import type { CustomerAnswers } from "@yq/form-schema/answers";
import { RichText } from "./rich-text";
import { missingSteps, unlockHint } from "./unlock-hint";
import { offeredUpsells } from "./upsell-offer";
import { useFinish } from "./use-finish";
import { useQuoteFlow } from "./use-quote-flow";
import type { AcceptedChoice } from "./accepted-summary";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

// Part of the component's props: callers (the embed page) take it from here with the component.
export type { ResumedLead, Visit };

/**
 * What a quote is worth to the owner's tags (embed.js pushes it to dataLayer / fbq): a shown
 * quote its lowest price per visit, an accepted one the price picked, in US dollars as every
 * price in the product.
 */
type ConversionValue = { value?: number; currency?: "USD" };

export type QuoteFormEvent =
  | { type: "load" }
  | { type: "lead" }
  | ({ type: "quote" | ResponseStatus; serviceId: string; serviceType: ServiceType | null } & {
      yardSize: YardSize | null;
    } & ConversionValue);

export type QuoteFormProps = {
  document: PublicFormDocument;
  /** "live" talks to /api/public; "preview" runs the whole flow without sending anything. */
  mode: "live" | "preview";
  formId?: string;
  apiBase?: string;
  onEvent?: (event: QuoteFormEvent) => void;
  /** The site's imagery and geocoder; without it the visitor picks a yard-size card. */
  map?: MapConfig | null;
  /** A lead reopened from its follow-up link: the visitor continues at the quote. */
  resumed?: ResumedLead;
  /** Where the visitor came from and the embed code's hidden values, sent with the lead. */
  visit?: Visit;
  /** Contact answers filled in from the embed code or the address. */
  prefill?: CustomerAnswers;
};

export function QuoteForm(props: QuoteFormProps) {
  const { document: doc, mode, formId, apiBase, onEvent, map, resumed, visit, prefill } = props;
  const idPrefix = `yq${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const lawnRef = useRef<MeasuredLawn | null>(null);
  const transport = useMemo(
    // Live without a form id is a caller's bug: its requests fail visibly rather than pretend.
    () => (mode === "live" ? liveTransport(formId ?? "missing-form-id", apiBase, visit) : previewTransport()),
    // The visit is read once when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mode, formId, apiBase],
  );
  const { toasts, show, dismiss } = useToasts();
  const rootRef = useRef<HTMLDivElement>(null);
  const flow = useQuoteFlow(doc, transport, rootRef, resumed, prefill);
  const { finish, fallbackUrl } = useFinish(doc, mode, show, flow.setStep);
  const text = doc.customization.textContent;
  const eventRef = useRef(onEvent);
  eventRef.current = onEvent;
  const emit = (e: QuoteFormEvent) => eventRef.current?.(e);

  // The page arrives with the first step rendered on the server. Until the script
  // has taken it over, its fields are disabled: what a visitor typed or ticked into markup that
  // nothing listens to yet would look kept and not be.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  useEffect(() => {
    eventRef.current?.({ type: "load" });
    const timer = setTimeout(prefetchSteps, 300);
    return () => clearTimeout(timer);
  }, []);

  const { serviceId, lead } = flow;
  // What is still missing before the quote can be sent, in the owner's words.
  const hint = unlockHint(text.unlockHint, missingSteps(doc.customerFields, flow.answers, flow.consent));
  const [quoteShown, setQuoteShown] = useState(false);

  // The funnel's browser-only steps, once each, as soon as the lead exists to carry them.
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!lead) return;
    // A lead reopened from a follow-up email was started before; only a new one is a lead event.
    if (!reported.current.has("lead") && !resumed) eventRef.current?.({ type: "lead" });
    reported.current.add("lead");
    for (const [step, reached] of [
      ["service", serviceId !== null],
      ["quote", quoteShown],
    ] as const) {
      if (reached && !reported.current.has(step)) {
        reported.current.add(step);
        transport.report(lead, "steps", { step });
      }
    }
  }, [lead, serviceId, quoteShown, transport, resumed]);

  // What was accepted, for the result's summary and the request's wording.
  const [accepted, setAccepted] = useState<AcceptedChoice | null>(null);
  function afterAnswer(saved: ResponseStatus, choice: AcceptedChoice) {
    setAccepted(choice);
    if (saved === "accept" && offeredUpsells(doc.upsellSettings).length > 0) flow.setStep("upsell");
    else finish(saved);
  }

  return (
    <div className="yq-form" ref={rootRef} style={themeStyle(doc.customization)} data-mode={mode}>
      <div className="yq-panel">
        {mode === "preview" && <p className="yq-preview-note">Preview: nothing you enter here is sent.</p>}
        <FormHeader text={text} />

        {flow.step === "result" && flow.response ? (
          <Suspense fallback={loading}>
            <LazyResultSection
              doc={doc}
              response={flow.response}
              fallbackUrl={fallbackUrl}
              lead={mode === "live" ? flow.lead : null}
              accepted={accepted}
              apiBase={apiBase}
            />
          </Suspense>
        ) : flow.step === "upsell" ? (
          <Suspense fallback={loading}>
            <LazyUpsellSection
              idPrefix={idPrefix}
              doc={doc}
              accepted={accepted}
              busy={flow.busy}
              failure={flow.failure}
              onDone={(ids, agreement) =>
                void flow.sendUpsell(ids, () => {
                  setAccepted((a) => a && { ...a, upsellIds: ids, agreement: agreement ?? a.agreement });
                  finish("accept");
                })
              }
            />
          </Suspense>
        ) : (
          <form className="yq-body" noValidate onSubmit={(e) => e.preventDefault()}>
            <fieldset className="yq-gate" disabled={!interactive}>
              <ContactSection
                idPrefix={idPrefix}
                customerFields={doc.customerFields}
                answers={flow.answers}
                errors={flow.errors}
                onAnswer={flow.answer}
                consent={flow.consent}
                consentBusy={flow.busy && !flow.lead}
                onConsent={(checked) => void flow.tickConsent(checked)}
                failure={flow.failure?.at === "consent" ? flow.failure.message : ""}
                website={flow.website}
                onWebsite={flow.setWebsite}
              />
            </fieldset>
            {/* Always in the page, so each change is announced; empty once nothing is missing. */}
            <p className="yq-hint yq-reveal-hint" aria-live="polite">
              {hint && <RichText html={hint} inline />}
            </p>
            {flow.servicesVisible && (
              <Suspense fallback={loading}>
                <LazyServiceStep
                  doc={doc}
                  flow={flow}
                  idPrefix={idPrefix}
                  map={map}
                  apiBase={apiBase}
                  lawnRef={lawnRef}
                  emit={emit}
                  onQuoteShown={setQuoteShown}
                  onSaved={afterAnswer}
                />
              </Suspense>
            )}
          </form>
        )}
      </div>
      <ToastRegion toasts={toasts} dismiss={dismiss} />
    </div>
  );
}
