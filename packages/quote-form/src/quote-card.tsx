import type { Customization, TextContent } from "@yq/form-schema/form-document";
import type { PlanOffer } from "@yq/form-schema/pricing/plan-offers";
import type { Plan } from "@yq/form-schema/pricing/plans";
import { useId, type ReactNode } from "react";
import { isFrequency, PriceChoice } from "./price-choice";
import { formatCents, perUnit } from "./priced-rows";
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

/** "weekly for $39", "$45 per push": what the accept button adds once a plan is picked. */
export const choiceWords = (offer: PlanOffer) =>
  isFrequency(offer)
    ? `${offer.label.toLowerCase()} for ${formatCents(offer.shownCents)}`
    : perUnit(offer.shownCents, offer.unit);

/** The picked plan, or the only one offered (nothing to choose); null until one is picked. */
export function chosenOffer(offers: PlanOffer[], plan: Plan | null): PlanOffer | null {
  return offers.find((o) => o.plan === plan) ?? (offers.length === 1 ? offers[0]! : null);
}

/**
 * The accept button's words. With the default text it says what it accepts ("Accept weekly
 * for $39"); an owner's own text is kept and the choice follows it ("Book now · weekly for $39").
 */
export function AcceptText({ text, chosen }: { text: TextContent; chosen: PlanOffer | null }) {
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

const Check = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * The offer of any priced service (decision 097): the plans to pick from, the service's notes
 * and included services, the total and promo code (children), then Accept / Decline.
 */
export function QuoteCard(props: {
  /** "Medium yard", "2-car driveway", "6,200 sq ft lawn"; null when nothing was sized. */
  sizeLabel: string | null;
  offers: PlanOffer[];
  /** The line under a plan's price (plan-words.ts). */
  detail: (offer: PlanOffer) => string | null;
  /** The service's facts (a snow service's trigger depth and season). */
  notes: readonly string[];
  /** Included services of a mowing yard size. */
  included: readonly string[];
  text: TextContent;
  pricingStyle: Customization["pricingStyle"];
  busy: boolean;
  /** The plan picked (chosenOffer), and its change. */
  chosen: PlanOffer | null;
  onPlan: (plan: Plan) => void;
  onAnswer: (answer: "accept" | "decline", plan: Plan | undefined) => void;
  /** The total and the promo code field, under the plans. */
  children?: ReactNode;
}) {
  const { offers, text, chosen, notes, included } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <section className="yq-quote" aria-labelledby={`${id}-title`} style={pricingStyleVars(props.pricingStyle)}>
      {props.pricingStyle.paintSplash && <PaintSplash />}
      <h2 id={`${id}-title`} className="yq-quote-headline">
        <RichText html={text.offerHeadline || richText("Your Offer")} inline />
        <BrushStroke />
      </h2>
      {props.sizeLabel && <p className="yq-quote-size">{props.sizeLabel}</p>}
      {offers.length > 0 && (
        <PriceChoice
          name={`${id}-plan`}
          offers={offers}
          detail={props.detail}
          value={chosen?.plan ?? null}
          onChange={props.onPlan}
          hintId={hintId}
          disabled={props.busy}
        />
      )}
      {notes.length > 0 && (
        <ul className="yq-quote-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {included.length > 0 && (
        <div className="yq-included">
          <h3 className="yq-included-title">Included services</h3>
          <ul>
            {included.map((name) => (
              <li key={name}>
                <Check />
                {name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.children}
      {text.quoteDisclaimer && (
        <div className="yq-disclaimer">
          <RichText html={text.quoteDisclaimer} />
        </div>
      )}
      {!chosen && offers.length > 1 && (
        <p id={hintId} className="yq-hint yq-price-hint">
          {offers.every(isFrequency)
            ? "Choose how often you want the service to accept this quote."
            : "Choose a plan to accept this quote."}
        </p>
      )}
      <div className="yq-actions">
        <button
          type="button"
          className="yq-btn yq-btn-accept"
          disabled={props.busy || !chosen}
          aria-describedby={chosen ? undefined : hintId}
          onClick={() => chosen && props.onAnswer("accept", chosen.plan)}
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
