import {
  SERVICE_TYPES,
  YARD_SIZE_LABELS,
  type PriceFrequency,
  type ServiceType,
  type YardSize,
} from "@yq/form-schema/constants";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import type { MapConfig } from "@yq/form-schema/map-config";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import { enabledYardSizes, formatPrice, needsProjectDetails, offeredPrices } from "@yq/form-schema/quote";
import { Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { ChoiceCards } from "./choice-cards";
import { ContactSection } from "./contact-section";
import { LazyMeasureStep } from "./measure/lazy-measure";
import { useLawnMeasure, withMeasuredLawn } from "./measure/use-lawn-measure";
import { LazyProjectSection, LazyQuoteCard, LazyResultSection, LazyUpsellSection, prefetchSteps } from "./lazy-steps";
import { FormHeader } from "./form-header";
import { RichText } from "./rich-text";
import { themeStyle } from "./theme";
import { ToastRegion, useToasts } from "./toasts";
import { liveTransport, previewTransport, type ResumedLead, type Visit } from "./transport";
import type { CustomerAnswers } from "@yq/form-schema/answers";
import { offeredUpsells } from "./upsell-offer";
import { useFinish } from "./use-finish";
import { useQuoteFlow } from "./use-quote-flow";

import { richText } from "@yq/form-schema/rich-text";

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
  | ({ type: "quote"; serviceType: ServiceType; yardSize: YardSize | null } & ConversionValue)
  | ({ type: "accept" | "decline"; serviceType: ServiceType; yardSize: YardSize | null } & ConversionValue);

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

const loading = <p className="yq-hint">Loading…</p>;

function priceRange(min: number, max: number) {
  if (max <= 0) return undefined;
  return min > 0 && min !== max ? `${formatPrice(min)} – ${formatPrice(max)}` : `From ${formatPrice(max)}`;
}

export function QuoteForm(props: QuoteFormProps) {
  const { document: doc, mode, formId, apiBase, onEvent, map, resumed, visit, prefill } = props;
  const idPrefix = `yq${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const lawnRef = useRef<MeasuredLawn | null>(null);
  const transport = useMemo(
    // Live without a form id is a caller's bug: its requests fail visibly rather than pretend.
    () =>
      withMeasuredLawn(
        mode === "live" ? liveTransport(formId ?? "missing-form-id", apiBase, visit) : previewTransport(),
        lawnRef,
      ),
    // The visit is read once when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mode, formId, apiBase],
  );
  const { toasts, show, dismiss } = useToasts();
  const rootRef = useRef<HTMLDivElement>(null);
  const flow = useQuoteFlow(doc, transport, show, rootRef, resumed, prefill);
  const { finish, fallbackUrl } = useFinish(doc, mode, show, flow.setStep);
  const text = doc.customization.textContent;
  const eventRef = useRef(onEvent);
  eventRef.current = onEvent;
  const emit = (e: QuoteFormEvent) => eventRef.current?.(e);

  // The page arrives with the first step rendered on the server (decision 058). Until the script
  // has taken it over, its fields are disabled: what a visitor typed or ticked into markup that
  // nothing listens to yet would look kept and not be.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  useEffect(() => {
    eventRef.current?.({ type: "load" });
    const timer = setTimeout(prefetchSteps, 300);
    return () => clearTimeout(timer);
  }, []);

  const services = SERVICE_TYPES.filter((t) => doc.services[t].enabled);
  const sizes = enabledYardSizes(doc);
  const { serviceType, yardSize } = flow;
  const measure = useLawnMeasure(doc, map, serviceType === "mowing", lawnRef, flow.setYardSize);
  const project = serviceType !== null && needsProjectDetails(serviceType, yardSize);
  const quoteSize = serviceType === "mowing" && yardSize && !project ? yardSize : null;
  const quoteShown = flow.servicesVisible && quoteSize !== null && flow.step === "form";

  useEffect(() => {
    if (quoteShown && quoteSize) {
      const amounts = offeredPrices(measure.settingsFor(quoteSize)).map((p) => p.amount);
      const value = amounts.length ? { value: Math.min(...amounts), currency: "USD" as const } : {};
      eventRef.current?.({ type: "quote", serviceType: "mowing", yardSize: quoteSize, ...value });
    }
    // The event is for the quote appearing, not for each change of the measured area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteShown, quoteSize]);

  // The funnel's browser-only steps, once each, as soon as the lead exists to carry them.
  const reported = useRef(new Set<string>());
  const { lead } = flow;
  useEffect(() => {
    if (!lead) return;
    // A lead reopened from a follow-up email was started before; only a new one is a lead event.
    if (!reported.current.has("lead") && !resumed) eventRef.current?.({ type: "lead" });
    reported.current.add("lead");
    for (const [step, reached] of [
      ["service", serviceType !== null],
      ["quote", quoteShown],
    ] as const) {
      if (reached && !reported.current.has(step)) {
        reported.current.add(step);
        transport.step(lead, step);
      }
    }
  }, [lead, serviceType, quoteShown, transport, resumed]);

  function answer(response: "accept" | "decline", frequency?: PriceFrequency) {
    void flow.respond(response, frequency, (saved) => {
      if (!serviceType) return;
      const size = serviceType === "mowing" ? yardSize : null;
      const price = quoteSize && offeredPrices(measure.settingsFor(quoteSize)).find((p) => p.frequency === frequency);
      const value = saved === "accept" && price ? { value: price.amount, currency: "USD" as const } : {};
      emit({ type: saved, serviceType, yardSize: size, ...value });
      if (saved === "accept" && offeredUpsells(doc.upsellSettings).length > 0) flow.setStep("upsell");
      else finish(saved);
    });
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
              apiBase={apiBase}
            />
          </Suspense>
        ) : flow.step === "upsell" ? (
          <Suspense fallback={loading}>
            <LazyUpsellSection
              idPrefix={idPrefix}
              settings={doc.upsellSettings}
              busy={flow.busy}
              onDone={(ids) => void flow.sendUpsell(ids, () => finish("accept"))}
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
                website={flow.website}
                onWebsite={flow.setWebsite}
              />
            </fieldset>
            {!flow.servicesVisible && (
              <p className="yq-hint yq-reveal-hint">Enter your phone number to see our services and prices.</p>
            )}
            {flow.servicesVisible && (
              <ChoiceCards
                name={`${idPrefix}-service`}
                legend={<RichText html={text.cardTitle || richText("Select Service")} inline />}
                hint={text.cardDescription ? <RichText html={text.cardDescription} inline /> : undefined}
                options={services.map((t) => ({
                  value: t,
                  title: doc.services[t].name || (t === "mowing" ? "Mowing" : "Landscaping"),
                  description: [
                    doc.services[t].description,
                    priceRange(doc.services[t].priceRange.min, doc.services[t].priceRange.max),
                  ]
                    .filter(Boolean)
                    .join(" · "),
                  media: doc.services[t].image,
                }))}
                value={serviceType}
                onChange={(t) => {
                  flow.setServiceType(t);
                  flow.setErrors((e) => ({ ...e, serviceType: undefined }));
                }}
                error={flow.errors.serviceType}
                errorId={`${idPrefix}-service-error`}
              />
            )}
            {flow.servicesVisible && measure.mounted && map && (
              <Suspense fallback={loading}>
                <LazyMeasureStep
                  hidden={!measure.active}
                  idPrefix={idPrefix}
                  apiBase={apiBase}
                  config={map}
                  doc={doc}
                  answers={flow.answers}
                  onAnswer={flow.answer}
                  measured={measure.measured}
                  onMeasured={measure.onMeasured}
                  onPickCards={measure.pickCards}
                />
              </Suspense>
            )}
            {flow.servicesVisible && serviceType === "mowing" && !measure.active && (
              <ChoiceCards
                name={`${idPrefix}-size`}
                legend="Select Yard Size"
                options={sizes.map(({ size, settings }) => {
                  const prices = offeredPrices(settings);
                  const from = prices.length ? `From ${formatPrice(Math.min(...prices.map((p) => p.amount)))}` : "";
                  return {
                    value: size,
                    title: `${YARD_SIZE_LABELS[size]} Yard`,
                    description: [settings.description, size === "custom" ? "" : from].filter(Boolean).join(" · "),
                    media: settings.media,
                  };
                })}
                value={yardSize}
                onChange={(s) => {
                  flow.setYardSize(s);
                  flow.setErrors((e) => ({ ...e, yardSize: undefined }));
                }}
                error={flow.errors.yardSize}
                errorId={`${idPrefix}-size-error`}
              />
            )}
            {quoteShown && quoteSize && (
              <Suspense fallback={loading}>
                <LazyQuoteCard
                  key={quoteSize}
                  pricingStyle={doc.customization.pricingStyle}
                  sizeLabel={YARD_SIZE_LABELS[quoteSize]}
                  settings={measure.settingsFor(quoteSize)}
                  text={text}
                  busy={flow.busy}
                  onAnswer={answer}
                />
              </Suspense>
            )}
            {flow.servicesVisible && project && (
              <Suspense fallback={loading}>
                <LazyProjectSection
                  idPrefix={idPrefix}
                  details={flow.details}
                  onDetails={flow.setDetails}
                  video={flow.video}
                  onVideo={(file) => void flow.uploadVideo(file)}
                  onRemoveVideo={flow.removeVideo}
                  text={text}
                  busy={flow.busy}
                  onSubmit={() => answer("accept", undefined)}
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
