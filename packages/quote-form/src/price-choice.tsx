import type { PriceFrequency } from "@yq/form-schema/constants";
import { formatPrice, type OfferedPrice } from "@yq/form-schema/quote";

/**
 * How often the visitor wants the service, as native radios drawn as cards: arrow keys, Space
 * and screen readers work as everywhere else, and each card is a large tap target.
 */
export function PriceChoice(props: {
  name: string;
  prices: OfferedPrice[];
  value: PriceFrequency | null;
  onChange: (frequency: PriceFrequency) => void;
  hintId: string;
  disabled: boolean;
}) {
  const single = props.prices.length === 1;
  return (
    <fieldset className="yq-prices" aria-describedby={props.value ? undefined : props.hintId} disabled={props.disabled}>
      <legend className="yq-prices-legend">{single ? "Your price" : "How often?"}</legend>
      <div className="yq-price-options">
        {props.prices.map((p) => {
          const selected = p.frequency === props.value;
          return (
            <label key={p.frequency} className={selected ? "yq-price yq-price-selected" : "yq-price"}>
              <input
                type="radio"
                className="yq-price-radio"
                name={props.name}
                value={p.frequency}
                checked={selected}
                onChange={() => props.onChange(p.frequency)}
              />
              <span className="yq-price-label">{p.label}</span>
              <span className="yq-price-amount">{formatPrice(p.amount)}</span>
              <span className="yq-price-unit">per visit</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
