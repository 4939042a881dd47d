import { numberText } from "@yq/form-schema/number-text";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { FieldMessage } from "./field-message";

type NumberRule = {
  min: number;
  max: number;
  /** Whole numbers only (sq ft, rounds, pushes); otherwise decimals. */
  integer?: boolean;
  /** Empty is allowed and means null ("no cap", "no upper bound"). */
  optional?: boolean;
};

type Props = NumberRule & {
  label: string;
  /** Shown instead of the label (the accessible name stays `label`). */
  visibleLabel?: string;
  /** The label is for screen readers only (a row whose columns say what each field is). */
  labelHidden?: boolean;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Before the input: "$". */
  prefix?: string;
  /** After the input: "sq ft", "in", "%". */
  suffix?: string;
  hint?: ReactNode;
  /** A problem found beside this field (the editor's own checks). */
  problem?: string | null;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
};

/** What is wrong with `text` for `rule`, in words the owner can act on; null when it is fine. */
function numberProblem(text: string, rule: NumberRule): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return rule.optional ? null : "Enter a number.";
  const value = Number(trimmed);
  const kind = rule.integer ? "a whole number" : "a number";
  const range = `${kind} from ${numberText(rule.min)} to ${numberText(rule.max)}`;
  if (!Number.isFinite(value) || (rule.integer && !Number.isInteger(value))) return `Enter ${kind}.`;
  if (value < rule.min || value > rule.max) return `Enter ${range}.`;
  return null;
}

const show = (value: number | null) => (value === null ? "" : String(value));

/**
 * A number of the document with bounds. The text is the owner's while they type; only a number
 * within the bounds reaches the model (a draft with one out of bounds would not save), and the
 * field says what to enter otherwise.
 */
export function NumberField({
  label,
  visibleLabel,
  labelHidden,
  value,
  onChange,
  prefix,
  suffix,
  hint,
  problem,
  ...rest
}: Props) {
  const { min, max, integer, optional, placeholder, disabled, className } = rest;
  const id = useId();
  const [text, setText] = useState(show(value));
  useEffect(() => {
    setText((current) =>
      numberProblem(current, { min, max, integer, optional }) === null && toValue(current) === value
        ? current
        : show(value),
    );
  }, [value, min, max, integer, optional]);
  const ownProblem = numberProblem(text, { min, max, integer, optional });
  const message = ownProblem ?? problem ?? null;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id} className={cn(labelHidden && "sr-only")}>
        {visibleLabel ?? label}
      </Label>
      <div className="relative">
        {prefix && (
          <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
            {prefix}
          </span>
        )}
        <Input
          id={id}
          aria-label={visibleLabel ? label : undefined}
          inputMode={integer ? "numeric" : "decimal"}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={message !== null}
          aria-describedby={message ? messageId : hint ? hintId : undefined}
          className={cn(prefix && "pl-6", suffix && "pr-14")}
          onChange={(e) => {
            setText(e.target.value);
            if (numberProblem(e.target.value, { min, max, integer, optional }) === null)
              onChange(toValue(e.target.value));
          }}
        />
        {suffix && (
          <span className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
            {suffix}
          </span>
        )}
      </div>
      {hint && !message && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldMessage id={messageId} message={message} />
    </div>
  );
}

function toValue(text: string): number | null {
  return text.trim() === "" ? null : Number(text.trim());
}
