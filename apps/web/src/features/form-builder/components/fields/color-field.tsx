import { useId } from "react";
import { Label } from "@/components/ui/label";
import { toHexForInput } from "../../model/color";

type Props = { label: string; value: string; onChange: (value: string) => void };

/** A colour swatch picker with its hex value beside it. */
export function ColorField({ label, value, onChange }: Props) {
  const id = useId();
  const hex = toHexForInput(value);
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="color"
        value={hex}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
        className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
      />
      <div className="flex min-w-0 flex-col">
        <Label htmlFor={id} className="leading-tight">
          {label}
        </Label>
        <span className="font-mono text-xs text-muted-foreground">{value}</span>
      </div>
    </div>
  );
}
