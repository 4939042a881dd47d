import type { UpsellSettings } from "@yq/form-schema/form-document";
import { useEffect, useRef, useState } from "react";
import { FailureNote, type Failure } from "./failure-note";
import { RichText } from "./rich-text";
import { offeredUpsells } from "./upsell-offer";
import { richText } from "@yq/form-schema/rich-text";

/** After an accepted quote: extra services to add, or No Thanks to finish. */
export function UpsellSection(props: {
  idPrefix: string;
  settings: UpsellSettings;
  busy: boolean;
  onDone: (serviceIds: string[]) => void;
  failure?: Failure | null;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step: focus goes to its heading, so keyboard and screen-reader users start there (decision 093).
  useEffect(() => heading.current?.focus(), []);
  const services = offeredUpsells(props.settings);
  const link = props.settings.upsellLink.trim();
  const safeLink = /^https?:\/\//i.test(link) ? link : "";
  return (
    <section className="yq-upsell" aria-labelledby={`${props.idPrefix}-upsell-title`}>
      <h2 id={`${props.idPrefix}-upsell-title`} ref={heading} className="yq-section-title" tabIndex={-1}>
        {/* Stored sanitised as rich text (store-document.ts), so it is read as HTML too. */}
        <RichText
          html={
            props.settings.upsellMessage.trim()
              ? props.settings.upsellMessage
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
            {s.name}
          </label>
        ))}
      </fieldset>
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
          onClick={() => props.onDone(picked)}
        >
          Add Selected Services
        </button>
        <button type="button" className="yq-btn yq-btn-decline" disabled={props.busy} onClick={() => props.onDone([])}>
          No Thanks
        </button>
      </div>
      <FailureNote failure={props.failure} at="upsell" />
    </section>
  );
}
