import { SERVICE_TYPES, YARD_SIZE_LABELS, type PriceFrequency } from "@yq/form-schema/constants";
import type { MapConfig } from "@yq/form-schema/map-config";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { enabledYardSizes, formatPrice, needsProjectDetails, offeredPrices } from "@yq/form-schema/quote";
import { richText } from "@yq/form-schema/rich-text";
import { Suspense, useEffect, useState } from "react";
import { ChoiceCards } from "./choice-cards";
import { LazyProjectSection, LazyQuoteCard, loading } from "./lazy-steps";
import { LazyMeasureStep } from "./measure/lazy-measure";
import { useLawnMeasure } from "./measure/use-lawn-measure";
import type { QuoteFormEvent } from "./quote-form";
import { FailureNote } from "./failure-note";
import { RichText } from "./rich-text";
import { sendAnswer, sendVideo } from "./send-answer";
import type { QuoteFlow } from "./use-quote-flow";
import { cardChoice, type AcceptedChoice } from "./accepted-summary";

export type ServiceStepProps = {
  doc: PublicFormDocument;
  flow: QuoteFlow;
  idPrefix: string;
  map: MapConfig | null | undefined;
  apiBase?: string;
  /** Read by the transport when it sends the answer: the lawn measured, while the visitor measures. */
  lawnRef: { current: MeasuredLawn | null };
  emit: (event: QuoteFormEvent) => void;
  /** Whether a quote card is on screen (the funnel's "quote shown" step). */
  onQuoteShown: (shown: boolean) => void;
  /** The answer was stored: on to the upsell or the result, with what was accepted (decision 090). */
  onSaved: (saved: "accept" | "decline", choice: AcceptedChoice) => void;
};

function priceRange(min: number, max: number) {
  if (max <= 0) return undefined;
  return min > 0 && min !== max ? `${formatPrice(min)} – ${formatPrice(max)}` : `From ${formatPrice(max)}`;
}

/**
 * Everything after the contact fields: the service, the lawn (measured or a yard-size card), the
 * quote or the project details. A lazy chunk (decision 065): the first step, rendered on the
 * server, does not need it, so the page's first download stays within its budget.
 */
export function ServiceStep({
  doc,
  flow,
  idPrefix,
  map,
  apiBase,
  lawnRef,
  emit,
  onQuoteShown,
  onSaved,
}: ServiceStepProps) {
  const text = doc.customization.textContent;
  const services = SERVICE_TYPES.filter((t) => doc.services[t].enabled);
  const sizes = enabledYardSizes(doc);
  const { serviceType, yardSize, resumed } = flow;
  // A reopened quote (decision 093): a measured lawn back on the map, or the card that was picked.
  const restored = resumed?.choice;
  const measure = useLawnMeasure(doc, map, serviceType === "mowing", lawnRef, flow.setYardSize, {
    measured: resumed?.measured,
    cards: Boolean(restored?.yardSize && !restored.lawn),
  });
  const project = serviceType !== null && needsProjectDetails(serviceType, yardSize);
  const quoteSize = serviceType === "mowing" && yardSize && !project ? yardSize : null;
  // The frequency picked on the card, reported with the quote shown.
  const [picked, setPicked] = useState<PriceFrequency | null>(null);
  const lead = flow.lead;
  const measuredLawn = measure.active ? measure.measured?.lawn : undefined;

  // Each quote on screen is recorded by the server, which prices it itself (decision 093): the
  // tier, the frequency picked and the lawn, never a figure. After a pause, so a visitor moving
  // points on the map is recorded once they stop; only once a lead exists to carry it.
  useEffect(() => {
    if (!quoteSize || !lead) return;
    const timer = setTimeout(
      () =>
        flow.transport.report(lead, "prices-shown", {
          yardSize: quoteSize,
          ...(picked ? { frequency: picked } : {}),
          ...(measuredLawn ? { lawn: measuredLawn } : {}),
        }),
      800,
    );
    return () => clearTimeout(timer);
  }, [quoteSize, picked, measuredLawn, lead, flow.transport]);

  useEffect(() => {
    onQuoteShown(quoteSize !== null);
    if (quoteSize) {
      const amounts = offeredPrices(measure.settingsFor(quoteSize)).map((p) => p.amount);
      const value = amounts.length ? { value: Math.min(...amounts), currency: "USD" as const } : {};
      emit({ type: "quote", serviceType: "mowing", yardSize: quoteSize, ...value });
    }
    // The event is for the quote appearing, not for each change of the measured area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteSize]);

  function answer(response: "accept" | "decline", frequency?: PriceFrequency) {
    void sendAnswer(flow, response, frequency, (saved) => {
      if (!serviceType) return;
      const size = serviceType === "mowing" ? yardSize : null;
      const price = quoteSize && offeredPrices(measure.settingsFor(quoteSize)).find((p) => p.frequency === frequency);
      const value = saved === "accept" && price ? { value: price.amount, currency: "USD" as const } : {};
      emit({ type: saved, serviceType, yardSize: size, ...value });
      // The quote card's own settings and choice, so the result repeats what the visitor saw.
      onSaved(
        saved,
        cardChoice({
          serviceType,
          yardSize: size,
          frequency: frequency ?? null,
          settings: quoteSize ? measure.settingsFor(quoteSize) : null,
          areaSqFt:
            quoteSize && measure.active && measure.measured?.size === quoteSize ? measure.measured.areaSqFt : null,
        }),
      );
    });
  }

  return (
    <>
      {resumed?.note && (
        <p className="yq-hint yq-resume-note" role="status">
          {resumed.note}
        </p>
      )}
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
      {measure.mounted && map && (
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
            restore={resumed?.measured?.lawn}
          />
        </Suspense>
      )}
      {serviceType === "mowing" && !measure.active && (
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
      {quoteSize && (
        <Suspense fallback={loading}>
          <LazyQuoteCard
            key={quoteSize}
            pricingStyle={doc.customization.pricingStyle}
            sizeLabel={YARD_SIZE_LABELS[quoteSize]}
            settings={measure.settingsFor(quoteSize)}
            text={text}
            busy={flow.busy}
            onAnswer={answer}
            initialFrequency={restored?.yardSize === quoteSize ? restored.frequency : null}
            onPick={setPicked}
          />
        </Suspense>
      )}
      {quoteSize && <FailureNote failure={flow.failure} at="answer" />}
      {project && (
        <Suspense fallback={loading}>
          <LazyProjectSection
            idPrefix={idPrefix}
            details={flow.details}
            onDetails={flow.setDetails}
            video={flow.video}
            onVideo={(file) => void sendVideo(flow, file)}
            onRemoveVideo={flow.removeVideo}
            text={text}
            busy={flow.busy}
            onSubmit={() => answer("accept", undefined)}
            failure={flow.failure}
          />
        </Suspense>
      )}
    </>
  );
}
