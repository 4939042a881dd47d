import type { PlanOffer } from "@yq/form-schema/pricing/plan-offers";
import { PRICE_UNIT_LABELS, type Plan } from "@yq/form-schema/pricing/plans";
import { formatCents } from "@yq/form-schema/money-format";

/** A frequency of visits (mowing's, an area service's): the card asks "How often?". */
export const isFrequency = (offer: PlanOffer) => offer.unit === "visit";

/**
 * The plans offered, as native radios drawn as cards: arrow keys, Space and screen readers work
 * as everywhere else, and each card is a large tap target. The price is the one shown (with tax
 * when the form shows prices after tax), with its unit and what the period or season adds.
 */
export function PriceChoice(props: {
  name: string;
  offers: PlanOffer[];
  /** The line under a plan's price (a program's year, a season's payments), or null. */
  detail: (offer: PlanOffer) => string | null;
  value: Plan | null;
  onChange: (plan: Plan) => void;
  hintId: string;
  disabled: boolean;
}) {
  const single = props.offers.length === 1;
  const legend = single ? "Your price" : props.offers.every(isFrequency) ? "How often?" : "Choose your plan";
  return (
    <fieldset className="yq-prices" aria-describedby={props.value ? undefined : props.hintId} disabled={props.disabled}>
      <legend className="yq-prices-legend">{legend}</legend>
      <div className="yq-price-options">
        {props.offers.map((offer) => {
          const selected = offer.plan === props.value;
          const detail = props.detail(offer);
          return (
            <label key={offer.plan} className={selected ? "yq-price yq-price-selected" : "yq-price"}>
              <input
                type="radio"
                className="yq-price-radio"
                name={props.name}
                value={offer.plan}
                checked={selected}
                onChange={() => props.onChange(offer.plan)}
              />
              <span className="yq-price-label">{offer.label}</span>
              <span className="yq-price-amount">{formatCents(offer.shownCents)}</span>
              {/* "Per push" says its unit already. */}
              {PRICE_UNIT_LABELS[offer.unit] !== offer.label.toLowerCase() && (
                <span className="yq-price-unit">{PRICE_UNIT_LABELS[offer.unit]}</span>
              )}
              {detail && <span className="yq-price-detail">{detail}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
