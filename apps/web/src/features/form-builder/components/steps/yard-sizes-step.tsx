import {
  PRICE_FREQUENCIES,
  PRICE_FREQUENCY_LABELS,
  YARD_SIZES,
  YARD_SIZE_LABELS,
  type PriceFrequency,
  type YardSize,
} from "@yq/form-schema/constants";
import type { YardSizeSettings } from "@yq/form-schema/form-document";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { PriceInput } from "../fields/price-input";
import { SwitchField } from "../fields/switch-field";
import { TextField } from "../fields/text-field";
import { IncludedServices } from "./included-services";
import { MeasurementSection } from "./measurement-section";
import { measurementProblems } from "@yq/form-schema/measurement-problems";
import { YardSizeMediaField } from "./yard-size-media-field";
import type { StepProps } from "./step-props";

const priceKey = (f: PriceFrequency) => `${f}Price` as const;
const enabledKey = (f: PriceFrequency) => `${f}PriceEnabled` as const;

export function YardSizesStep({ model, change }: StepProps) {
  const update = (size: YardSize, patch: Partial<YardSizeSettings>) =>
    change((m) => ({ ...m, yardSizes: { ...m.yardSizes, [size]: { ...m.yardSizes[size], ...patch } } }));
  return (
    <div className="flex flex-col gap-4">
      {YARD_SIZES.map((size) => {
        const settings = model.yardSizes[size];
        const label = YARD_SIZE_LABELS[size];
        return (
          <Card key={size} className="shadow-none">
            <CardHeader className="p-4">
              <SwitchField
                label={`${label} Yard`}
                checked={settings.enabled}
                onCheckedChange={(enabled) => update(size, { enabled })}
              />
            </CardHeader>
            {settings.enabled && (
              <CardContent className="flex flex-col gap-5 p-4 pt-0">
                <TextField
                  label={`${label} Yard Description`}
                  value={settings.description}
                  maxLength={5000}
                  onValueChange={(description) => update(size, { description })}
                />
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-2 text-sm font-medium">Prices</legend>
                  {PRICE_FREQUENCIES.map((f) => (
                    <div key={f} className="flex items-center gap-3 rounded-md border p-2 pl-3">
                      <PriceInput
                        label={`${label} ${PRICE_FREQUENCY_LABELS[f]} Price`}
                        visibleLabel={PRICE_FREQUENCY_LABELS[f]}
                        className="flex flex-1 items-center gap-3 [&>label]:w-20 [&>label]:shrink-0"
                        value={settings[priceKey(f)]}
                        disabled={!settings[enabledKey(f)]}
                        onChange={(value) => update(size, { [priceKey(f)]: value })}
                      />
                      <Switch
                        aria-label={`Offer ${PRICE_FREQUENCY_LABELS[f]} price for ${label} yard`}
                        checked={settings[enabledKey(f)]}
                        onCheckedChange={(on) => update(size, { [enabledKey(f)]: on })}
                      />
                    </div>
                  ))}
                </fieldset>
                <IncludedServices
                  sizeLabel={label}
                  services={settings.services}
                  onChange={(services) => update(size, { services })}
                />
                <YardSizeMediaField
                  formId={model.basicInfo.id}
                  size={size}
                  media={settings.media}
                  onChange={(media) => update(size, { media })}
                />
              </CardContent>
            )}
          </Card>
        );
      })}
      <MeasurementSection
        yardSizes={model.yardSizes}
        problems={measurementProblems(model)}
        onChange={(patch) =>
          change((m) => ({
            ...m,
            yardSizes: { ...m.yardSizes, measurement: { ...m.yardSizes.measurement, ...patch } },
          }))
        }
      />
    </div>
  );
}
