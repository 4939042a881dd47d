import { PRICE_FREQUENCIES, PRICE_FREQUENCY_LABELS } from "@yq/form-schema/constants";
import { Switch } from "@/components/ui/switch";
import { FieldMessage } from "../../fields/field-message";
import type { MethodEditorProps } from "./method-editor";
import { RateBandsEditor } from "./rate-bands-editor";

/** By measured area and frequency: the frequencies offered, then the area's rate bands. */
export function AreaFrequencyEditor({ pricing, problems, onChange }: MethodEditorProps<"area_frequency">) {
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Frequencies offered</legend>
        <div className="flex flex-wrap gap-2">
          {PRICE_FREQUENCIES.map((f) => (
            <label key={f} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
              <Switch
                aria-label={`Offer ${PRICE_FREQUENCY_LABELS[f]}`}
                checked={pricing.frequencies[f]}
                onCheckedChange={(on) => onChange({ ...pricing, frequencies: { ...pricing.frequencies, [f]: on } })}
              />
              {PRICE_FREQUENCY_LABELS[f]}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">The area’s price is per visit, for each frequency.</p>
        <FieldMessage message={problems.frequencies} />
      </fieldset>
      <RateBandsEditor
        rates={pricing.rates}
        problems={problems}
        onChange={(rates) => onChange({ ...pricing, rates })}
      />
    </>
  );
}
