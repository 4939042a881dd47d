import type { TextContent, YardSizeSettings } from "@yq/form-schema/form-document";
import { formatPrice, includedServices, offeredPrices } from "@yq/form-schema/quote";
import { RichText } from "./rich-text";

// The editor's untouched default button text is "Accept"; the quote card's action is called
// "Accept Quote" in the spec, so the default reads that way and any owner text wins.
export function acceptLabel(text: TextContent) {
  const own = text.acceptButton.trim();
  return own === "" || own === "Accept" ? "Accept Quote" : text.acceptButton;
}
export const declineLabel = (text: TextContent) => text.declineButton.trim() || "Decline";

/** Prices that are switched on, included services in the spec's order, then Accept / Decline. */
export function QuoteCard(props: {
  sizeLabel: string;
  settings: YardSizeSettings;
  text: TextContent;
  busy: boolean;
  onAnswer: (answer: "accept" | "decline") => void;
}) {
  const { settings, text } = props;
  const prices = offeredPrices(settings);
  const included = includedServices(settings);
  return (
    <section className="yq-quote" aria-labelledby="yq-quote-title">
      <h2 id="yq-quote-title" className="yq-quote-headline">
        <RichText html={text.offerHeadline || "Your Offer"} inline />
      </h2>
      <p className="yq-quote-size">{props.sizeLabel} yard</p>
      {prices.length > 0 && (
        <ul className="yq-prices" aria-label="Prices">
          {prices.map((p) => (
            <li key={p.frequency} className="yq-price">
              <span className="yq-price-amount">{formatPrice(p.amount)}</span>
              <span className="yq-price-label">{p.label}</span>
            </li>
          ))}
        </ul>
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
      <div className="yq-actions">
        <button type="button" className="yq-btn yq-btn-accept" disabled={props.busy} onClick={() => props.onAnswer("accept")}>
          <RichText html={acceptLabel(text)} inline />
        </button>
        <button type="button" className="yq-btn yq-btn-decline" disabled={props.busy} onClick={() => props.onAnswer("decline")}>
          <RichText html={declineLabel(text)} inline />
        </button>
      </div>
    </section>
  );
}
