import { PRICE_FREQUENCIES, PRICE_FREQUENCY_LABELS } from "@yq/form-schema/constants";
import type { ServiceProblems } from "@yq/form-schema/listed-service-problems";
import {
  PRICING_METHODS,
  PRICING_METHOD_LABELS,
  type Pricing,
  type PricingMethod,
} from "@yq/form-schema/pricing/listed-services";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { withMethod } from "../../../model/listed-services";
import { FieldMessage } from "../../fields/field-message";
import { NumberField } from "../../fields/number-field";
import { PriceBasisEditor } from "./price-basis-editor";
import { RateBandsEditor } from "./rate-bands-editor";
import { SnowPricingEditor } from "./snow-pricing-editor";

type Props = {
  serviceName: string;
  pricing: Pricing;
  sizeWord: string;
  problems: ServiceProblems;
  onChange: (pricing: Pricing) => void;
};

/** How a listed service is priced: the method, then that method's own settings. */
export function PricingMethodEditor({ serviceName, pricing, sizeWord, problems, onChange }: Props) {
  const methodId = useId();
  return (
    <div className="flex flex-col gap-5 @sm:rounded-md @sm:border @sm:bg-muted/20 @sm:p-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={methodId}>Pricing method</Label>
        <Select
          value={pricing.method}
          onValueChange={(method) => onChange(withMethod(pricing, method as PricingMethod))}
        >
          <SelectTrigger id={methodId} aria-label={`Pricing method of ${serviceName}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PRICING_METHODS.map((method) => (
              <SelectItem key={method} value={method}>
                {PRICING_METHOD_LABELS[method]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <MethodSettings pricing={pricing} sizeWord={sizeWord} problems={problems} onChange={onChange} />
    </div>
  );
}

function MethodSettings({ pricing, sizeWord, problems, onChange }: Omit<Props, "serviceName">) {
  switch (pricing.method) {
    case "area_frequency":
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
    case "program":
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
    case "one_time":
      return (
        <PriceBasisEditor
          price={pricing.price}
          priceLabel="Price"
          sizeWord={sizeWord}
          problems={problems}
          onChange={(price) => onChange({ ...pricing, price })}
        />
      );
    case "snow":
      return <SnowPricingEditor pricing={pricing} sizeWord={sizeWord} problems={problems} onChange={onChange} />;
    case "request":
      return (
        <p className="rounded-md bg-muted/50 p-3 text-sm text-muted-foreground">
          Visitors describe their project and may add a video; you reply with a price, as for Landscaping.
        </p>
      );
  }
}
