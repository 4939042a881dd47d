import { wholeNumberText } from "@yq/form-schema/number-text";
import type { CustomerAnswers } from "@yq/form-schema/answers";
import type { CustomerFieldType } from "@yq/form-schema/constants";
import { ADDRESS_FIELD_TYPES } from "@yq/form-schema/contact-fields";
import { YARD_SIZE_LABELS } from "@yq/form-schema/constants";
import type { FormDocument } from "@yq/form-schema/form-document";
import { checkLawnOutlines } from "@yq/form-schema/lawn-outline";
import type { GeocodeResult, MapConfig } from "@yq/form-schema/map-config";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import { measuredDocument } from "@yq/form-schema/measured-quote";
import { MAX_MEASURABLE_SQ_FT } from "@yq/form-schema/area-units";
import { formatSqFt } from "@yq/form-schema/measurement-tiers";
import { formatPrice } from "@yq/form-schema/money-format";
import { offeredPrices } from "@yq/form-schema/quote";
import { useEffect, useRef, useState } from "react";
import { AddressSearch } from "./address-search";
import { LawnMap } from "./lawn-map";
import { assembleOutlines, type DrawnShape } from "./lawn-geometry";
import { measureGuidance, type OpenShape } from "./measure-guidance";
import type { Measured } from "./use-lawn-measure";

// Leaflet and terra-draw are the heavy part: a chunk of their own (lawn-draw), so the typed-area
// fallback and the address box show while they load.

export type MeasureStepProps = {
  idPrefix: string;
  /** Where the API is; the page's own origin when absent. */
  apiBase?: string;
  config: MapConfig;
  doc: Pick<FormDocument, "yardSizes">;
  answers: CustomerAnswers;
  onAnswer: (field: CustomerFieldType, value: string) => void;
  /** The lawn measured so far (mowing's carries its tier). */
  measured: MeasuredArea | null;
  /** Mowing: the lawn with the tier it falls in. */
  onMeasured?: (measured: Measured | null) => void;
  /**
   * A listed service priced by area: the lawn alone, and the line that says what
   * its area costs. Without it the step prices mowing's tiers.
   */
  area?: { onArea: (measured: MeasuredArea | null) => void; priceLine: (areaSqFt: number) => string };
  /** To the yard-size cards (true) or back to the map (false); the way back shows above the cards. */
  onPickCards?: (cards: boolean) => void;
  /** The visitor is looking at the cards: the step stays mounted so the outline survives. */
  hidden: boolean;
  /** The lawn of a reopened quote: its outline back on the map, or its typed area. */
  restore?: MeasuredLawn;
};

/** A lawn and its area, before any price. */
export type MeasuredArea = { lawn: MeasuredLawn; areaSqFt: number };

/** The lawn with the tier its area falls in and the prices that area gets. */
function priced(doc: MeasureStepProps["doc"], lawn: MeasuredLawn, areaSqFt: number): Measured {
  const { doc: withPrices, size } = measuredDocument(doc, areaSqFt);
  return { lawn, areaSqFt, size, settings: withPrices.yardSizes[size] };
}

function parseTyped(text: string): number | null {
  const n = Number(text.replace(/[,\s]/g, "").replace(/sq\.?ft\.?$/i, ""));
  return Number.isInteger(n) && n >= 1 && n <= MAX_MEASURABLE_SQ_FT ? n : null;
}

/** What the measured area buys: the tier and its prices, or the custom-size path above the maximum. */
function priceLine(doc: MeasureStepProps["doc"], areaSqFt: number): string {
  const { doc: priced, size } = measuredDocument(doc, areaSqFt);
  if (size === "custom")
    return "That is more than we price online: tell us about your project below and we will get back to you.";
  const prices = offeredPrices(priced.yardSizes[size]);
  const list = prices.map((p) => `${p.label} ${formatPrice(p.amount)}`).join(" · ");
  return `${YARD_SIZE_LABELS[size]} yard${list ? `: ${list} per visit` : ""}`;
}

function sameOpenShape(a: OpenShape | null, b: OpenShape | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.kind === b.kind &&
    a.points.length === b.points.length &&
    a.points.every((p, i) => p[0] === b.points[i][0] && p[1] === b.points[i][1])
  );
}

/** The measuring step: find the house, outline the lawn (or type its area), see the price. */
export function MeasureStep(props: MeasureStepProps) {
  const { idPrefix, config, answers } = props;
  const [center, setCenter] = useState<{ lat: number; lng: number } | null>(null);
  const [problem, setProblem] = useState("");
  const [typed, setTyped] = useState(
    props.restore && "typedAreaSqFt" in props.restore ? String(props.restore.typedAreaSqFt) : "",
  );
  const [drawn, setDrawn] = useState<MeasuredArea | null>(null);
  const [open, setOpen] = useState<OpenShape | null>(null);
  const typedId = `${idPrefix}-typed-area`;
  const typedArea = parseTyped(typed);
  const section = useRef<HTMLElement>(null);
  const shown = useRef(!props.hidden);

  // Focus follows the visitor between the map and the yard-size cards (done here, in the lazy
  // chunk, to keep it out of the public form's first download).
  useEffect(() => {
    if (shown.current === !props.hidden) return;
    shown.current = !props.hidden;
    const target = props.hidden
      ? section.current?.closest("form")?.querySelector<HTMLElement>(`[name="${idPrefix}-size"]`)
      : section.current?.querySelector<HTMLElement>("h2");
    target?.focus();
  }, [props.hidden, idPrefix]);

  function report(next: MeasuredArea | null) {
    if (props.area) props.area.onArea(next);
    else props.onMeasured?.(next && priced(props.doc, next.lawn, next.areaSqFt));
  }

  function onShapes(shapes: DrawnShape[], openShape: OpenShape | null) {
    // The map reports the pointer's moves too: a new state only when the tapped points change.
    setOpen((was) => (sameOpenShape(was, openShape) ? was : openShape));
    const { outlines, strayCutOuts } = assembleOutlines(shapes);
    let next: MeasuredArea | null = null;
    let message = strayCutOuts ? "A cut-out lies outside your lawn; draw it inside the lawn area." : "";
    if (outlines) {
      const checked = checkLawnOutlines(outlines);
      if (checked.ok) next = { lawn: { outlines }, areaSqFt: checked.areaSqFt };
      else message = checked.message;
    }
    setProblem(message);
    setDrawn(next);
    if (typedArea === null) report(next);
  }

  function onTyped(text: string) {
    setTyped(text);
    const area = parseTyped(text);
    report(area !== null ? { lawn: { typedAreaSqFt: area }, areaSqFt: area } : drawn);
  }

  function onPlace(place: GeocodeResult) {
    setCenter({ lat: place.lat, lng: place.lng });
    for (const part of ADDRESS_FIELD_TYPES)
      if (!(answers[part] ?? "").trim() && place[part]) props.onAnswer(part, place[part]);
  }

  const guidance = measureGuidance(open, drawn !== null);
  const initial = [answers.street, answers.city, [answers.state, answers.zipcode].filter(Boolean).join(" ")]
    .filter((p) => p?.trim())
    .join(", ");
  return (
    <>
      {props.hidden && props.onPickCards && (
        <button type="button" className="yq-map-tool yq-back-to-map" onClick={() => props.onPickCards?.(false)}>
          Back to measuring on the map
        </button>
      )}
      <section ref={section} className="yq-measure" hidden={props.hidden} aria-labelledby={`${idPrefix}-measure-title`}>
        <h2 id={`${idPrefix}-measure-title`} className="yq-section-title" tabIndex={-1}>
          Measure your lawn
        </h2>
        <p className="yq-hint">
          Outline your lawn on the map and we price it by its area. Cut out beds, the house or the driveway.
        </p>
        {config.geocoder && (
          <AddressSearch idPrefix={idPrefix} apiBase={props.apiBase ?? ""} initial={initial} onPick={onPlace} />
        )}
        <LawnMap
          config={config}
          center={center}
          visible={!props.hidden}
          onShapes={onShapes}
          restore={props.restore && "outlines" in props.restore ? props.restore.outlines : undefined}
        />
        <div className="yq-measure-summary" aria-live="polite">
          <p className="yq-measure-next">{guidance.text}</p>
          {guidance.areaSoFarSqFt !== null && (
            <p className="yq-hint yq-measure-so-far">
              {open?.kind === "cutout" ? "This cut-out so far" : "Area so far"}:{" "}
              <strong>{formatSqFt(guidance.areaSoFarSqFt)}</strong>
            </p>
          )}
          {props.measured ? (
            <>
              <p className="yq-measure-area">
                Your lawn: <strong>{formatSqFt(props.measured.areaSqFt)}</strong>
                {"typedAreaSqFt" in props.measured.lawn ? " (typed in)" : ""}
              </p>
              <p className="yq-hint">
                {(props.area?.priceLine ?? ((area: number) => priceLine(props.doc, area)))(props.measured.areaSqFt)}
              </p>
            </>
          ) : null}
          {problem && <p className="yq-field-error">{problem}</p>}
        </div>
        <div className="yq-field">
          <label className="yq-label" htmlFor={typedId}>
            Or type your lawn&apos;s area in square feet
          </label>
          <input
            id={typedId}
            className="yq-input"
            inputMode="numeric"
            value={typed}
            onChange={(e) => onTyped(e.target.value)}
            aria-describedby={`${typedId}-hint`}
          />
          <p id={`${typedId}-hint`} className={typed && typedArea === null ? "yq-field-error" : "yq-hint"}>
            {typed && typedArea === null
              ? `Please type a whole number from 1 to ${wholeNumberText(MAX_MEASURABLE_SQ_FT)}.`
              : "A number you typed is used instead of the outline."}
          </p>
        </div>
        {props.onPickCards && (
          <button type="button" className="yq-link-btn" onClick={() => props.onPickCards?.(true)}>
            I&apos;d rather pick my yard size
          </button>
        )}
      </section>
    </>
  );
}
