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
import { withMethod } from "../../../model/listed-services";
import { AreaFrequencyEditor } from "./area-frequency-editor";
import type { MethodEditor } from "./method-editor";
import { OneTimeEditor } from "./one-time-editor";
import { ProgramEditor } from "./program-editor";
import { RequestEditor } from "./request-editor";
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

// One editor per pricing method: a method added to PRICING_METHODS without one fails the
// typecheck (docs/architecture.md, "Adding a pricing method").
const EDITORS = {
  area_frequency: AreaFrequencyEditor,
  program: ProgramEditor,
  one_time: OneTimeEditor,
  snow: SnowPricingEditor,
  request: RequestEditor,
} satisfies { [M in PricingMethod]: MethodEditor<M> };

function MethodSettings({ pricing, sizeWord, problems, onChange }: Omit<Props, "serviceName">) {
  // TypeScript cannot tie EDITORS[pricing.method] to that same pricing; the mapped type above does.
  const Editor = EDITORS[pricing.method] as MethodEditor<PricingMethod>;
  return <Editor pricing={pricing} sizeWord={sizeWord} problems={problems} onChange={onChange} />;
}
