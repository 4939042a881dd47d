import type { Agreement } from "@yq/form-schema/agreement/agreement";
import type { Customization, TextContent } from "@yq/form-schema/form-document";
import type { PlanOffer } from "@yq/form-schema/pricing/plan-offers";
import type { Plan } from "@yq/form-schema/pricing/plans";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { isFrequency, PriceChoice } from "./price-choice";
import { formatCents } from "@yq/form-schema/money-format";
import { perUnit } from "./priced-rows";
import { BrushStroke, PaintSplash, pricingStyleVars } from "./pricing-style";
import { RichText } from "./rich-text";
import { richText } from "@yq/form-schema/rich-text";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

// The editor's untouched default button text is "Accept"; the quote card's action is called
// "Accept Quote" in the product description, so the default reads that way and any owner text wins.
export function acceptLabel(text: TextContent) {
  const own = text.acceptButton.trim();
  return own === "" || own === "Accept" ? richText("Accept Quote") : text.acceptButton;
}
export const declineLabel = (text: TextContent) =>
  text.declineButton.trim() ? text.declineButton : richText("Decline");

/**
 * "weekly for $53.13", "$45 per push", "program for $386.10": what the accept button adds once a
 * plan is picked, with the agreement's total (tax, discount and add-ons in), the figure the Total
 * row says; the offer's price until the agreement is priced.
 */
export function choiceWords(offer: PlanOffer, agreement: Agreement | null): string {
  const cents = agreement?.totals.totalCents ?? offer.shownCents;
  if (isFrequency(offer) || offer.quantity > 1) return `${offer.label.toLowerCase()} for ${formatCents(cents)}`;
  return perUnit(cents, offer.unit);
}

/** The picked plan, or the only one offered (nothing to choose); null until one is picked. */
export function chosenOffer(offers: PlanOffer[], plan: Plan | null): PlanOffer | null {
  return offers.find((o) => o.plan === plan) ?? (offers.length === 1 ? offers[0]! : null);
}

/**
 * The accept button's words. With the default text it says what it accepts ("Accept weekly
 * for $39"); an owner's own text is kept and the choice follows it ("Book now · weekly for $39").
 */
export function AcceptText(props: { text: TextContent; chosen: PlanOffer | null; agreement: Agreement | null }) {
  const { chosen, agreement } = props;
  const own = acceptLabel(props.text);
  if (!chosen) return <RichText html={own} inline />;
  if (own === "Accept Quote") return <>Accept {choiceWords(chosen, agreement)}</>;
  return (
    <span className="yq-btn-stack">
      <RichText html={own} inline />
      <span className="yq-btn-choice">{choiceWords(chosen, agreement)}</span>
    </span>
  );
}

const Check = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * The offer of any priced service: the plans to pick from, the service's notes
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
  /** The agreement of the plan picked: the button says its total. */
  agreement?: Agreement | null;
  onPlan: (plan: Plan) => void;
  /** Accept with the plan picked, or decline (confirmed) with the visitor's reason if they gave one. */
  onAnswer: (answer: ResponseStatus, plan: Plan | undefined, declineReason?: string) => void;
  /** The total and the promo code field, under the plans. */
  children?: ReactNode;
}) {
  const { offers, text, chosen, notes, included } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const [declining, setDeclining] = useState(false);
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
      {declining ? (
        <DeclineConfirm
          idPrefix={id}
          busy={props.busy}
          onDecline={(reason) => props.onAnswer("decline", undefined, reason)}
          onKeep={() => setDeclining(false)}
        />
      ) : (
        <div className="yq-actions">
          <button
            type="button"
            className="yq-btn yq-btn-accept"
            disabled={props.busy || !chosen}
            aria-describedby={chosen ? undefined : hintId}
            onClick={() => chosen && props.onAnswer("accept", chosen.plan)}
          >
            <AcceptText text={text} chosen={chosen} agreement={props.agreement ?? null} />
          </button>
          <button
            type="button"
            className="yq-btn yq-btn-decline"
            disabled={props.busy}
            onClick={() => setDeclining(true)}
          >
            <RichText html={declineLabel(text)} inline />
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * Declining asks first (a slip on a phone is easily made) and lets the visitor say why, which the
 * owner reads on the lead; the reason is optional and the quote can be kept.
 */
function DeclineConfirm(props: {
  idPrefix: string;
  busy: boolean;
  onDecline: (reason: string | undefined) => void;
  onKeep: () => void;
}) {
  const [reason, setReason] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const titleId = `${props.idPrefix}-decline-title`;
  return (
    <div className="yq-decline" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="yq-decline-title">
        Decline this quote?
      </p>
      <label htmlFor={`${props.idPrefix}-reason`} className="yq-label">
        What made you decide? (optional)
      </label>
      <textarea
        id={`${props.idPrefix}-reason`}
        ref={field}
        className="yq-input yq-textarea"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="yq-actions">
        <button
          type="button"
          className="yq-btn yq-btn-decline"
          disabled={props.busy}
          onClick={() => props.onDecline(reason.trim() || undefined)}
        >
          Decline quote
        </button>
        <button type="button" className="yq-btn yq-btn-keep" disabled={props.busy} onClick={props.onKeep}>
          Keep the quote
        </button>
      </div>
    </div>
  );
}
