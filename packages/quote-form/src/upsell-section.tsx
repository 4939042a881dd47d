import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { agreementRows } from "@yq/form-schema/agreement/agreement-words";
import { toCents } from "@yq/form-schema/pricing/money";
import { shownPrice } from "@yq/form-schema/pricing/plan-offers";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { useEffect, useRef, useState } from "react";
import type { AcceptedChoice } from "./accepted-summary";
import { perUnit } from "./priced-rows";
import { visitorAgreement } from "./visitor-agreement";
import { FailureNote, type Failure } from "./failure-note";
import { RichText } from "./rich-text";
import { offeredUpsells } from "./upsell-offer";
import { richText } from "@yq/form-schema/rich-text";

/**
 * After an accepted quote: extra services to add, or No Thanks to finish. A priced add-on shows
 * its price and, once picked, the new total from the engine; the server prices
 * the picks again.
 */
export function UpsellSection(props: {
  idPrefix: string;
  doc: PublicFormDocument;
  /** What was accepted: its quote is priced again with the add-ons picked. */
  accepted: AcceptedChoice | null;
  busy: boolean;
  onDone: (serviceIds: string[], agreement: Agreement | null) => void;
  failure?: Failure | null;
}) {
  const settings = props.doc.upsellSettings;
  const [picked, setPicked] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step: focus goes to its heading, so keyboard and screen-reader users start there.
  useEffect(() => heading.current?.focus(), []);
  const services = offeredUpsells(settings);
  const request = props.accepted?.request;
  // The agreement again with the add-ons picked: the deposit and instalments grow with them.
  const agreement = request && picked.length > 0 ? visitorAgreement(props.doc, { ...request, addOnIds: picked }) : null;
  const link = settings.upsellLink.trim();
  const safeLink = /^https?:\/\//i.test(link) ? link : "";
  return (
    <section className="yq-upsell" aria-labelledby={`${props.idPrefix}-upsell-title`}>
      <h2 id={`${props.idPrefix}-upsell-title`} ref={heading} className="yq-section-title" tabIndex={-1}>
        {/* Stored sanitised as rich text (store-document.ts), so it is read as HTML too. */}
        <RichText
          html={
            settings.upsellMessage.trim()
              ? settings.upsellMessage
              : richText("Would you like to add any of these services?")
          }
          inline
        />
      </h2>
      <fieldset className="yq-upsell-list">
        <legend className="yq-visually-hidden">Additional services</legend>
        {services.map((s) => (
          <label key={s.id} className="yq-upsell-item">
            <input
              type="checkbox"
              className="yq-checkbox"
              checked={picked.includes(s.id)}
              onChange={(e) =>
                setPicked((list) => (e.target.checked ? [...list, s.id] : list.filter((id) => id !== s.id)))
              }
            />
            <span className="yq-upsell-name">{s.name}</span>
            <span className="yq-upsell-price">
              {s.price !== null && s.price > 0
                ? perUnit(shownPrice(props.doc.pricingSettings, toCents(s.price)), s.unit)
                : "priced on request"}
            </span>
          </label>
        ))}
      </fieldset>
      {agreement && (
        <dl className="yq-total" aria-live="polite">
          {agreementRows(agreement, props.doc.pricingSettings.taxDisplay).map((row) => (
            <div key={row.label} className={row.label === "Total" ? "yq-total-row yq-total-sum" : "yq-total-row"}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {safeLink && (
        <p className="yq-hint">
          <a href={safeLink} target="_blank" rel="noopener noreferrer">
            Learn more about these services
          </a>
        </p>
      )}
      <div className="yq-actions">
        <button
          type="button"
          className="yq-btn yq-btn-accept"
          disabled={props.busy || picked.length === 0}
          onClick={() => props.onDone(picked, agreement)}
        >
          Add Selected Services
        </button>
        <button
          type="button"
          className="yq-btn yq-btn-decline"
          disabled={props.busy}
          onClick={() => props.onDone([], null)}
        >
          No Thanks
        </button>
      </div>
      <FailureNote failure={props.failure} at="upsell" />
    </section>
  );
}
