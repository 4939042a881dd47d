import { wholeNumberText } from "@yq/form-schema/number-text";
import type { MapConfig } from "@yq/form-schema/map-config";
import { MAX_MEASURABLE_SQ_FT } from "@yq/form-schema/area-units";
import type { ListedService } from "@yq/form-schema/pricing/listed-services";
import { planOffers } from "@yq/form-schema/pricing/plan-offers";
import { sizeNoun } from "@yq/form-schema/pricing/service-words";
import { pricedByArea, sizeChoices } from "@yq/form-schema/pricing/size-choices";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { Suspense, useEffect, useState } from "react";
import { ChoiceCards } from "./choice-cards";
import { loading } from "./lazy-steps";
import { LazyMeasureStep } from "./measure/lazy-measure";
import type { MeasuredArea } from "./measure/measure-step";
import { PRICE_UNIT_LABELS, type Plan } from "@yq/form-schema/pricing/plans";
import { formatCents } from "@yq/form-schema/money-format";
import { PricedOffer, type AnsweredOffer } from "./priced-offer";
import type { QuoteFlow } from "./use-quote-flow";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

/** What a listed service's answer adds to the request: its size card or measured lawn. */
export type ListedAnswer = AnsweredOffer & { sizeId: string | null; measured: MeasuredArea | null };

function parseArea(text: string): number | null {
  const n = Number(text.replace(/[,\s]/g, ""));
  return Number.isInteger(n) && n >= 1 && n <= MAX_MEASURABLE_SQ_FT ? n : null;
}

/** Without a map on the site: the lawn's area typed in (a reopened quote's typed area to start). */
function AreaField(props: {
  idPrefix: string;
  initial: MeasuredArea | null;
  onArea: (measured: MeasuredArea | null) => void;
}) {
  const [typed, setTyped] = useState(
    props.initial && "typedAreaSqFt" in props.initial.lawn ? String(props.initial.lawn.typedAreaSqFt) : "",
  );
  const id = `${props.idPrefix}-area`;
  const bad = typed !== "" && parseArea(typed) === null;
  return (
    <div className="yq-field">
      <label className="yq-label" htmlFor={id}>
        Your lawn&apos;s area in square feet
      </label>
      <input
        id={id}
        className="yq-input"
        inputMode="numeric"
        value={typed}
        aria-invalid={bad ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setTyped(e.target.value);
          const area = parseArea(e.target.value);
          props.onArea(area === null ? null : { lawn: { typedAreaSqFt: area }, areaSqFt: area });
        }}
      />
      <p id={`${id}-hint`} className={bad ? "yq-field-error" : "yq-hint"}>
        {bad ? `Please type a whole number from 1 to ${wholeNumberText(MAX_MEASURABLE_SQ_FT)}.` : "For example 6000."}
      </p>
    </div>
  );
}

/**
 * A listed service's quote: its size cards or the lawn measured, then the plans
 * the engine offers, the total and the promo code. A request-only service is the service step's
 * project section, as Landscaping.
 */
export function ListedServiceStep(props: {
  doc: PublicFormDocument;
  service: ListedService;
  flow: QuoteFlow;
  idPrefix: string;
  map: MapConfig | null | undefined;
  apiBase?: string;
  /** Whether an offer is on screen (the funnel's "quote shown" step). */
  onQuoteShown: (shown: boolean) => void;
  onAnswer: (response: ResponseStatus, answer: ListedAnswer) => void;
}) {
  const { doc, service, flow, idPrefix, onQuoteShown } = props;
  // A quote reopened by a follow-up link (restore-choice.ts): its size card or
  // lawn, still offered, and its plan.
  const reopened = flow.resumed?.choice?.serviceId === service.id ? flow.resumed : undefined;
  const [sizeId, setSizeId] = useState<string | null>(reopened?.choice?.sizeId ?? null);
  const [measured, setMeasured] = useState<MeasuredArea | null>(reopened?.area ?? null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const byArea = pricedByArea(service.pricing);
  const sizes = sizeChoices(doc, service.id);
  // The travel fee's distance is the server's, answered with the lead (service-gate.tsx).
  const travelMiles = flow.lead?.travelMiles ?? null;
  const choice = byArea
    ? measured && { serviceId: service.id, sizeId: null, areaSqFt: measured.areaSqFt, travelMiles }
    : sizeId && { serviceId: service.id, sizeId, areaSqFt: null, travelMiles };
  const offered = choice ? planOffers(doc, service.id, choice).length > 0 : false;
  useEffect(() => onQuoteShown(offered), [offered, onQuoteShown]);

  // The quote on screen, recorded by the server, which prices it itself: the
  // service, size card or lawn and plan, never a figure; after a pause, once a lead exists.
  const { lead, transport } = flow;
  const lawn = byArea ? measured?.lawn : undefined;
  useEffect(() => {
    if (!offered || !lead) return;
    const timer = setTimeout(
      () =>
        transport.report(lead, "prices-shown", {
          version: 2,
          serviceId: service.id,
          sizeId: byArea ? null : sizeId,
          plan,
          ...(lawn ? { lawn } : {}),
        }),
      800,
    );
    return () => clearTimeout(timer);
  }, [offered, lead, transport, service.id, byArea, sizeId, plan, lawn]);
  const areaLine = (areaSqFt: number) => {
    const offers = planOffers(doc, service.id, { areaSqFt });
    if (offers.length === 0) return "That is more than we price online: please contact us for a quote.";
    const low = Math.min(...offers.map((o) => o.shownCents));
    return `${service.name}: ${formatCents(low)} ${PRICE_UNIT_LABELS[offers[0]!.unit]}`;
  };
  return (
    <>
      {byArea &&
        (props.map ? (
          <Suspense fallback={loading}>
            <LazyMeasureStep
              hidden={false}
              idPrefix={idPrefix}
              apiBase={props.apiBase}
              config={props.map}
              doc={doc}
              answers={flow.answers}
              onAnswer={flow.answer}
              measured={measured}
              area={{ onArea: setMeasured, priceLine: areaLine }}
              restore={reopened?.area?.lawn}
            />
          </Suspense>
        ) : (
          <AreaField idPrefix={idPrefix} initial={reopened?.area ?? null} onArea={setMeasured} />
        ))}
      {!byArea && (
        <ChoiceCards
          name={`${idPrefix}-size`}
          legend={sizeNoun(service.pricing) ?? "Size"}
          options={sizes.map((size) => {
            const offers = planOffers(doc, service.id, { sizeId: size.sizeId });
            const low = offers.length ? Math.min(...offers.map((o) => o.shownCents)) : null;
            return {
              value: size.sizeId,
              title: size.label,
              description: [size.description, low === null ? "" : `From ${formatCents(low)}`]
                .filter(Boolean)
                .join(" · "),
            };
          })}
          value={sizeId}
          onChange={setSizeId}
          errorId={`${idPrefix}-size-error`}
        />
      )}
      {choice && offered && (
        <PricedOffer
          doc={doc}
          choice={choice}
          idPrefix={idPrefix}
          sizeLabel={
            byArea
              ? `${wholeNumberText(measured!.areaSqFt)} sq ft lawn`
              : (sizes.find((s) => s.sizeId === sizeId)?.label ?? null)
          }
          transport={flow.transport}
          busy={flow.busy}
          initialPlan={reopened?.choice?.plan ?? null}
          onPlan={setPlan}
          onAnswer={(response, answered) => props.onAnswer(response, { ...answered, sizeId, measured })}
        />
      )}
    </>
  );
}
