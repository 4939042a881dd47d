import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parsePrice } from "../../model/reorder";
import { FieldMessage } from "./field-message";

type Props = {
  /** The accessible name; also the visible label unless visibleLabel is given. */
  label: string;
  visibleLabel?: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  className?: string;
  /** A problem found beside this price ("Set a price for 2-car driveway."), shown under it. */
  problem?: string | null;
};

/**
 * A decimal price. The text is kept while typing ("12." is fine); the model gets the parsed
 * number, 0 when unreadable, and the field shows that number once it loses focus.
 */
export function PriceInput({ label, visibleLabel, value, onChange, disabled, className, problem }: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (parsePrice(current) === value ? current : String(value)));
  }, [value]);
  return (
    <div className={className ?? "flex flex-col gap-2"}>
      <Label htmlFor={id}>{visibleLabel ?? label}</Label>
      <div className="relative min-w-0 flex-1">
        <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
          $
        </span>
        <Input
          id={id}
          aria-label={visibleLabel ? label : undefined}
          inputMode="decimal"
          className="pl-6"
          value={text}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            onChange(parsePrice(e.target.value));
          }}
          onBlur={() => setText(String(parsePrice(text)))}
        />
      </div>
      <FieldMessage id={`${id}-problem`} message={problem} />
    </div>
  );
}
