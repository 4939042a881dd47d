import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parsePrice } from "../../model/reorder";

type Props = { label: string; value: number; onChange: (value: number) => void; disabled?: boolean };

/**
 * A decimal price. The text is kept while typing ("12." is fine); the model gets the parsed
 * number, 0 when unreadable (spec 000 §5), and the field shows that number once it loses focus.
 */
export function PriceInput({ label, value, onChange, disabled }: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (parsePrice(current) === value ? current : String(value)));
  }, [value]);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">$</span>
        <Input
          id={id}
          inputMode="decimal"
          className="pl-6"
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            onChange(parsePrice(e.target.value));
          }}
          onBlur={() => setText(String(parsePrice(text)))}
        />
      </div>
    </div>
  );
}
