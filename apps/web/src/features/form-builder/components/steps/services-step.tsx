import { SERVICE_TYPES, SERVICE_TYPE_LABELS, type ServiceType } from "@yq/form-schema/constants";
import type { Service } from "@yq/form-schema/form-document";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { PriceInput } from "../fields/price-input";
import { SwitchField } from "../fields/switch-field";
import { TextField } from "../fields/text-field";
import type { StepProps } from "./step-props";

export function ServicesStep({ model, change }: StepProps) {
  const update = (type: ServiceType, patch: Partial<Service>) =>
    change((m) => ({ ...m, services: { ...m.services, [type]: { ...m.services[type], ...patch } } }));
  return (
    <div className="flex flex-col gap-4">
      {SERVICE_TYPES.map((type) => {
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
                <div className="grid gap-3 @sm:grid-cols-2">
                  <PriceInput
                    label={`${label} Minimum Price`}
                    value={service.priceRange.min}
                    onChange={(min) => update(type, { priceRange: { ...service.priceRange, min } })}
                  />
                  <PriceInput
                    label={`${label} Maximum Price`}
                    value={service.priceRange.max}
                    onChange={(max) => update(type, { priceRange: { ...service.priceRange, max } })}
                  />
                </div>
              </CardContent>
            )}
          </Card>
        );
      })}
    </div>
  );
}
