import { useId } from "react";
import { Label } from "@/components/ui/label";
import { parseColor, toRgba } from "../../model/color";
import { ColorField } from "../fields/color-field";

/** Background colour plus an opacity slider (0-100, step 1), stored together as rgba(). */
export function BackgroundField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const { hex, opacity } = parseColor(value);
  return (
    <div className="flex flex-col gap-3">
      <ColorField label="Background Color" value={value} onChange={(next) => onChange(toRgba(next, opacity))} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Background Opacity: {opacity}%</Label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={opacity}
          onChange={(e) => onChange(toRgba(hex, Number(e.target.value)))}
          className="w-full accent-[var(--color-primary)]"
        />
      </div>
    </div>
  );
}
