import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "./field-error";

type Props = {
  id: string;
  label: string;
  min: number;
  max: number;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/** A whole-number input whose message sits under it and is read with it. */
export function NumberField({ id, label, min, max, error, registration }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="max-w-32"
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
