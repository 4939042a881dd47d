import { PRICE_FREQUENCIES, YARD_SIZE_LABELS, type PriceFrequency } from "@yq/form-schema/constants";
import type { MapConfig } from "@yq/form-schema/map-config";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import { quoteServices, type QuoteService } from "@yq/form-schema/pricing/engine";
import { findListedService, planOffers } from "@yq/form-schema/pricing/plan-offers";
import { PRICE_UNIT_LABELS, type Plan } from "@yq/form-schema/pricing/plans";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { enabledYardSizes, includedServices, needsProjectDetails } from "@yq/form-schema/quote";
import { richText } from "@yq/form-schema/rich-text";
import { Suspense, useEffect, useState } from "react";
import { ChoiceCards } from "./choice-cards";
import { LazyProjectSection, loading } from "./lazy-steps";
import { ListedServiceStep, type ListedAnswer } from "./listed-service-step";
import { LazyMeasureStep } from "./measure/lazy-measure";
import { useLawnMeasure } from "./measure/use-lawn-measure";
import { PricedOffer, type AnsweredOffer } from "./priced-offer";
import { formatCents } from "@yq/form-schema/money-format";
import type { QuoteFormEvent } from "./quote-form";
import { FailureNote } from "./failure-note";
import { RichText } from "./rich-text";
import { sendAnswer, sendVideo, type ServiceAnswer } from "./send-answer";
import type { QuoteFlow } from "./use-quote-flow";
import { offerChoice, type AcceptedChoice } from "./accepted-summary";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

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
  /** The answer was stored: on to the upsell or the result, with what was accepted. */
  onSaved: (saved: ResponseStatus, choice: AcceptedChoice) => void;
};

/** "From $39", "From $45 per push": the lowest price the engine would offer; none for a request. */
function fromText(service: QuoteService): string {
  if (service.fromCents === null) return "";
  const unit = service.fromUnit && service.fromUnit !== "job" ? ` ${PRICE_UNIT_LABELS[service.fromUnit]}` : "";
  return `From ${formatCents(service.fromCents)}${unit}`;
}

const isFrequencyPlan = (plan: Plan | null): plan is PriceFrequency =>
  PRICE_FREQUENCIES.includes(plan as PriceFrequency);

/**
 * Everything after the contact fields: the service, then mowing's lawn (measured or a yard-size
 * card), a listed service's size or lawn (listed-service-step.tsx), the offer, or the project
 * details. A lazy chunk that carries the pricing engine: the first
 * step, rendered on the server, does not need it, so the page's first download stays within its
 * budget.
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
  const services = quoteServices(doc);
  const sizes = enabledYardSizes(doc);
  const { serviceId, serviceType, yardSize, resumed } = flow;
  const listed = serviceId && !serviceType ? findListedService(doc, serviceId) : null;
  // A reopened quote: a measured lawn back on the map, or the card that was picked.
  const restored = resumed?.choice;
  const measure = useLawnMeasure(doc, map, serviceType === "mowing", lawnRef, flow.setYardSize, {
    measured: resumed?.measured,
    cards: Boolean(restored?.serviceId === "mowing" && restored.sizeId && !restored.lawn),
  });
  const project =
    (serviceType !== null && needsProjectDetails(serviceType, yardSize)) || listed?.pricing.method === "request";
  const quoteSize = serviceType === "mowing" && yardSize && !project ? yardSize : null;
  const measuredArea =
    quoteSize && measure.active && measure.measured?.size === quoteSize ? measure.measured.areaSqFt : null;
  const travelMiles = flow.lead?.travelMiles ?? null;
  const mowing = quoteSize ? { serviceId: "mowing", sizeId: quoteSize, areaSqFt: measuredArea, travelMiles } : null;
  // The plan picked on mowing's card, reported with the quote shown.
  const [picked, setPicked] = useState<Plan | null>(null);
  const lead = flow.lead;
  const measuredLawn = measure.active ? measure.measured?.lawn : undefined;

  // Each quote on screen is recorded by the server, which prices it itself: the
  // tier, the frequency picked and the lawn, never a figure. After a pause, so a visitor moving
  // points on the map is recorded once they stop; only once a lead exists to carry it.
  useEffect(() => {
    if (!quoteSize || !lead) return;
    const timer = setTimeout(
      () =>
        flow.transport.report(lead, "prices-shown", {
          version: 2,
          serviceId: "mowing",
          sizeId: quoteSize,
          ...(isFrequencyPlan(picked) ? { plan: picked } : {}),
          ...(measuredLawn ? { lawn: measuredLawn } : {}),
        }),
      800,
    );
    return () => clearTimeout(timer);
  }, [quoteSize, picked, measuredLawn, lead, flow.transport]);

  useEffect(() => {
    // A listed service's step says when its offer shows.
    if (!listed) onQuoteShown(mowing !== null);
    if (mowing) {
      const amounts = planOffers(doc, "mowing", mowing).map((o) => o.shownCents / 100);
      const value = amounts.length ? { value: Math.min(...amounts), currency: "USD" as const } : {};
      emit({ type: "quote", serviceId: "mowing", serviceType: "mowing", yardSize: mowing.sizeId, ...value });
    }
    // The event is for the quote appearing, not for each change of the measured area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteSize]);

  /** Sends the answer; once stored, reports it and goes on with what was accepted. */
  function answer(response: ResponseStatus, sent: ServiceAnswer, answered: AnsweredOffer | null) {
    // Mowing's lawn measured on the map goes with its answer: the server prices it again from it.
    const lawn = serviceType === "mowing" ? lawnRef.current : null;
    void sendAnswer(flow, response, lawn ? { ...sent, lawn } : sent, (saved) => {
      if (!serviceId) return;
      const size = serviceType === "mowing" ? yardSize : null;
      const offer = saved === "accept" ? answered?.offer : null;
      const value = offer ? { value: offer.shownCents / 100, currency: "USD" as const } : {};
      emit({ type: saved, serviceId, serviceType, yardSize: size, ...value });
      onSaved(
        saved,
        offerChoice({
          serviceType,
          ...(listed ? { serviceName: listed.name.trim() } : {}),
          yardSize: size,
          areaSqFt: mowing?.areaSqFt ?? null,
          offer: offer ?? null,
          agreement: answered?.agreement ?? null,
          request: answered?.request ?? null,
        }),
      );
    });
  }

  function answerOffer(response: ResponseStatus, answered: AnsweredOffer) {
    const plan = answered.offer?.plan ?? null;
    answer(
      response,
      {
        project: false,
        ...(isFrequencyPlan(plan) ? { frequency: plan } : {}),
        ...(answered.promo ? { promoCode: answered.promo.code } : {}),
        ...(answered.declineReason ? { declineReason: answered.declineReason } : {}),
      },
      answered,
    );
  }

  function answerListed(response: ResponseStatus, answered: ListedAnswer) {
    answer(
      response,
      {
        project: false,
        sizeId: answered.sizeId,
        ...(answered.offer ? { plan: answered.offer.plan } : {}),
        ...(answered.promo ? { promoCode: answered.promo.code } : {}),
        ...(answered.declineReason ? { declineReason: answered.declineReason } : {}),
        ...(answered.measured ? { lawn: answered.measured.lawn } : {}),
      },
      answered,
    );
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
        options={services.map((service) => ({
          value: service.id,
          title: service.name || (service.id === "mowing" ? "Mowing" : "Landscaping"),
          description: [service.description, fromText(service)].filter(Boolean).join(" · "),
          media: service.image,
        }))}
        value={serviceId}
        onChange={(id) => {
          flow.setServiceId(id);
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
            const offers = size === "custom" ? [] : planOffers(doc, "mowing", { sizeId: size });
            const from = offers.length ? `From ${formatCents(Math.min(...offers.map((o) => o.shownCents)))}` : "";
            return {
              value: size,
              title: `${YARD_SIZE_LABELS[size]} Yard`,
              description: [settings.description, from].filter(Boolean).join(" · "),
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
      {mowing && (
        <PricedOffer
          key={mowing.sizeId}
          doc={doc}
          choice={mowing}
          idPrefix={idPrefix}
          sizeLabel={`${YARD_SIZE_LABELS[mowing.sizeId]} yard`}
          included={includedServices(measure.settingsFor(mowing.sizeId))}
          transport={flow.transport}
          busy={flow.busy}
          initialPlan={restored?.serviceId === "mowing" && restored.sizeId === mowing.sizeId ? restored.plan : null}
          onPlan={setPicked}
          onAnswer={answerOffer}
        />
      )}
      {listed && listed.pricing.method !== "request" && (
        <ListedServiceStep
          key={listed.id}
          doc={doc}
          service={listed}
          flow={flow}
          idPrefix={idPrefix}
          map={map}
          apiBase={apiBase}
          onQuoteShown={onQuoteShown}
          onAnswer={answerListed}
        />
      )}
      {(mowing || (listed && !project)) && <FailureNote failure={flow.failure} at="answer" />}
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
            onSubmit={() => answer("accept", { project: true }, null)}
            videoLabel={listed ? "Video of the job (optional)" : undefined}
            failure={flow.failure}
          />
        </Suspense>
      )}
    </>
  );
}
