import type { PriceFrequency } from "@yq/form-schema/constants";
import type { Customization, TextContent, YardSizeSettings } from "@yq/form-schema/form-document";
import { formatPrice, includedServices, offeredPrices, type OfferedPrice } from "@yq/form-schema/quote";
import { useEffect, useId, useState } from "react";
import { PriceChoice } from "./price-choice";
import { BrushStroke, PaintSplash, pricingStyleVars } from "./pricing-style";
import { RichText } from "./rich-text";
import { richText } from "@yq/form-schema/rich-text";

// The editor's untouched default button text is "Accept"; the quote card's action is called
// "Accept Quote" (decision 010, button texts), so the default reads that way and any owner text wins.
export function acceptLabel(text: TextContent) {
  const own = text.acceptButton.trim();
  return own === "" || own === "Accept" ? richText("Accept Quote") : text.acceptButton;
}
export const declineLabel = (text: TextContent) =>
  text.declineButton.trim() ? text.declineButton : richText("Decline");

/** "weekly for $39": what the accept button adds once a price is picked. */
export const choiceWords = (price: OfferedPrice) => `${price.label.toLowerCase()} for ${formatPrice(price.amount)}`;

/**
 * The accept button's words. With the default text it says what it accepts ("Accept weekly
 * for $39"); an owner's own text is kept and the choice follows it ("Book now · weekly for $39").
 */
export function AcceptText({ text, chosen }: { text: TextContent; chosen: OfferedPrice | null }) {
  const own = acceptLabel(text);
  if (!chosen) return <RichText html={own} inline />;
  if (own === "Accept Quote") return <>Accept {choiceWords(chosen)}</>;
  return (
    <span className="yq-btn-stack">
      <RichText html={own} inline />
      <span className="yq-btn-choice">{choiceWords(chosen)}</span>
    </span>
  );
}

/** Prices to pick from, included services in includedServices' order, then Accept / Decline. */
export function QuoteCard(props: {
  sizeLabel: string;
  settings: YardSizeSettings;
  text: TextContent;
  pricingStyle: Customization["pricingStyle"];
  busy: boolean;
  onAnswer: (answer: "accept" | "decline", frequency: PriceFrequency | undefined) => void;
  /** The frequency a reopened quote had picked (decision 093). */
  initialFrequency?: PriceFrequency | null;
  /** The frequency chosen, as it changes (the server records the quote shown with it). */
  onPick?: (frequency: PriceFrequency | null) => void;
}) {
  const { settings, text, onPick } = props;
  const id = useId();
  const prices = offeredPrices(settings);
  const [picked, setPicked] = useState<PriceFrequency | null>(props.initialFrequency ?? null);
  // With one price there is nothing to choose; an edit in the builder can remove the picked one.
  const chosen = prices.find((p) => p.frequency === picked) ?? (prices.length === 1 ? prices[0] : null);
  const chosenFrequency = chosen?.frequency ?? null;
  useEffect(() => onPick?.(chosenFrequency), [chosenFrequency, onPick]);
  const included = includedServices(settings);
  const hintId = `${id}-hint`;
  return (
    <section className="yq-quote" aria-labelledby={`${id}-title`} style={pricingStyleVars(props.pricingStyle)}>
      {props.pricingStyle.paintSplash && <PaintSplash />}
      <h2 id={`${id}-title`} className="yq-quote-headline">
        <RichText html={text.offerHeadline || richText("Your Offer")} inline />
        <BrushStroke />
      </h2>
      <p className="yq-quote-size">{props.sizeLabel} yard</p>
      {prices.length > 0 && (
        <PriceChoice
          name={`${id}-frequency`}
          prices={prices}
          value={chosen?.frequency ?? null}
          onChange={setPicked}
          hintId={hintId}
          disabled={props.busy}
        />
      )}
      {included.length > 0 && (
        <div className="yq-included">
          <h3 className="yq-included-title">Included services</h3>
          <ul>
            {included.map((name) => (
              <li key={name}>
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
                {name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {text.quoteDisclaimer && (
        <div className="yq-disclaimer">
          <RichText html={text.quoteDisclaimer} />
        </div>
      )}
      {!chosen && prices.length > 1 && (
        <p id={hintId} className="yq-hint yq-price-hint">
          Choose how often you want the service to accept this quote.
        </p>
      )}
      <div className="yq-actions">
        <button
          type="button"
          className="yq-btn yq-btn-accept"
          disabled={props.busy || !chosen}
          aria-describedby={chosen ? undefined : hintId}
          onClick={() => chosen && props.onAnswer("accept", chosen.frequency)}
        >
          <AcceptText text={text} chosen={chosen} />
        </button>
        <button
          type="button"
          className="yq-btn yq-btn-decline"
          disabled={props.busy}
          onClick={() => props.onAnswer("decline", undefined)}
        >
          <RichText html={declineLabel(text)} inline />
        </button>
      </div>
    </section>
  );
}
