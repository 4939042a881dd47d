import type { ServiceProblems } from "@yq/form-schema/listed-service-problems";
import type { PriceBasis, SizeOption } from "@yq/form-schema/pricing/listed-services";
import { useId, useRef } from "react";
import { RateBandsEditor } from "./rate-bands-editor";
import { SizeCardsEditor } from "./size-cards-editor";

type Props = {
  price: PriceBasis;
  /** What one price is for: "Price per round", "Price". */
  priceLabel: string;
  sizeWord: string;
  problems: ServiceProblems;
  onChange: (price: PriceBasis) => void;
};

const BASES = [
  { basis: "size", label: "By size", text: "The visitor picks a size card." },
  { basis: "area", label: "By measured area", text: "The visitor measures their lawn on a map." },
] as const;

const emptySize = (id: string): SizeOption => ({ id, enabled: true, label: "", description: "", price: 0 });

/** A program's or a one-time job's prices: size cards, or rates by measured area. */
export function PriceBasisEditor({ price, priceLabel, sizeWord, problems, onChange }: Props) {
  const name = useId();
  // Switching back and forth must not lose the prices typed for the other basis.
  const left = useRef<Partial<Record<PriceBasis["basis"], PriceBasis>>>({});
  function choose(basis: PriceBasis["basis"]) {
    if (basis === price.basis) return;
    left.current[price.basis] = price;
    const empty: PriceBasis =
      basis === "size"
        ? { basis, sizes: [] }
        : { basis, rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 0 }], minimum: 0 } };
    onChange(left.current[basis] ?? empty);
  }
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Priced</legend>
        <div className="grid gap-2 @sm:grid-cols-2">
          {BASES.map((b) => (
            <label
              key={b.basis}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name={name}
                className="mt-0.5 accent-[var(--color-primary)]"
                checked={price.basis === b.basis}
                onChange={() => choose(b.basis)}
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium">{b.label}</span>
                <span className="text-xs text-muted-foreground">{b.text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {price.basis === "size" ? (
        <SizeCardsEditor
          sizeWord={sizeWord}
          sizes={price.sizes}
          prices={[{ key: "price", label: priceLabel }]}
          problems={problems}
          newSize={emptySize}
          onChange={(sizes) => onChange({ basis: "size", sizes })}
        />
      ) : (
        <RateBandsEditor
          rates={price.rates}
          problems={problems}
          onChange={(rates) => onChange({ basis: "area", rates })}
        />
      )}
    </div>
  );
}
