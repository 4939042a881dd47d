import type { MethodEditorProps } from "./method-editor";
import { PriceBasisEditor } from "./price-basis-editor";

/** A one-time job: its price by size or area. */
export function OneTimeEditor({ pricing, sizeWord, problems, onChange }: MethodEditorProps<"one_time">) {
  return (
    <PriceBasisEditor
      price={pricing.price}
      priceLabel="Price"
      sizeWord={sizeWord}
      problems={problems}
      onChange={(price) => onChange({ ...pricing, price })}
    />
  );
}
