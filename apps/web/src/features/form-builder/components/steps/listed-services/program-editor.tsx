import { NumberField } from "../../fields/number-field";
import type { MethodEditorProps } from "./method-editor";
import { PriceBasisEditor } from "./price-basis-editor";

/** A program: the rounds a year, then the price per round by size or area. */
export function ProgramEditor({ pricing, sizeWord, problems, onChange }: MethodEditorProps<"program">) {
  return (
    <>
      <NumberField
        className="max-w-56"
        label="Rounds a year"
        value={pricing.rounds}
        integer
        min={1}
        max={24}
        hint="Visitors see the price per round and for the year."
        onChange={(rounds) => onChange({ ...pricing, rounds: rounds ?? pricing.rounds })}
      />
      <PriceBasisEditor
        price={pricing.price}
        priceLabel="Per round"
        sizeWord={sizeWord}
        problems={problems}
        onChange={(price) => onChange({ ...pricing, price })}
      />
    </>
  );
}
