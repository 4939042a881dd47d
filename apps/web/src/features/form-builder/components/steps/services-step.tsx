import { SERVICE_TYPES, SERVICE_TYPE_LABELS, type ServiceType } from "@yq/form-schema/constants";
import { toFormPayload } from "@yq/form-schema/editor-model";
import type { Service } from "@yq/form-schema/form-document";
import { quoteServices } from "@yq/form-schema/pricing/engine";
import { useMemo } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { SwitchField } from "../fields/switch-field";
import { TextField } from "../fields/text-field";
import { fromPriceText } from "./listed-services/from-price";
import { ListedServicesSection } from "./listed-services/listed-services-section";
import { PricingSettingsSection } from "./pricing-settings/pricing-settings-section";
import type { StepProps } from "./step-props";

/**
 * Mowing and Landscaping as they always were, then the owner's own services and the
 * form's money rules. A service's price is no longer typed as a range: the card
 * shows what the engine would offer ("from $39 per visit"). A snow form does not offer the two
 * lawn services (docs/decisions/113-a-form-speaks-its-trade.md); one switched on in a form stored
 * before still shows, so the owner can switch it off.
 */
export function ServicesStep({ model, change }: StepProps) {
  const update = (type: ServiceType, patch: Partial<Service>) =>
    change((m) => ({ ...m, services: { ...m.services, [type]: { ...m.services[type], ...patch } } }));
  const offered = useMemo(() => new Map(quoteServices(toFormPayload(model)).map((s) => [s.id, s])), [model]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        {SERVICE_TYPES.filter((type) => model.formType !== "snow_quote" || model.services[type].enabled).map((type) => {
          const service = model.services[type];
          const label = SERVICE_TYPE_LABELS[type];
          return (
            <Card key={type} className="shadow-none">
              <CardHeader className="p-4">
                <SwitchField
                  label={`Enable ${label}`}
                  checked={service.enabled}
                  onCheckedChange={(enabled) => update(type, { enabled })}
                />
              </CardHeader>
              {service.enabled && (
                <CardContent className="flex flex-col gap-4 p-4 pt-0">
                  <TextField
                    label={`${label} Name`}
                    value={service.name}
                    maxLength={200}
                    onValueChange={(name) => update(type, { name })}
                  />
                  <TextField
                    label={`${label} Description`}
                    multiline
                    value={service.description}
                    maxLength={5000}
                    onValueChange={(description) => update(type, { description })}
                  />
                  <TextField
                    label={`${label} Image URL`}
                    type="url"
                    placeholder="https://example.com/photo.jpg"
                    value={service.image}
                    maxLength={2000}
                    onValueChange={(image) => update(type, { image })}
                  />
                  <p className="text-sm">
                    <span className="font-medium">Price shown: </span>
                    <span>{fromPriceText(offered.get(type), service.enabled)}</span>
                    {type === "mowing" && (
                      <span className="text-muted-foreground"> (set by the yard sizes’ prices, next step)</span>
                    )}
                  </p>
                </CardContent>
              )}
            </Card>
          );
        })}
      </div>
      <ListedServicesSection model={model} change={change} offered={offered} />
      <PricingSettingsSection model={model} change={change} />
    </div>
  );
}
