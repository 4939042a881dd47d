import type { CustomerField } from "@yq/form-schema/form-document";
import { CUSTOMER_FIELD_LABELS } from "@yq/form-schema/constants";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** Required and Enabled switches of one optional customer field. */
export function FieldToggles({
  field,
  onChange,
}: {
  field: CustomerField;
  onChange: (patch: Partial<CustomerField>) => void;
}) {
  const id = useId();
  const name = CUSTOMER_FIELD_LABELS[field.type];
  return (
    <div className="flex shrink-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-required`}
          checked={field.required}
          onCheckedChange={(required) => onChange({ required })}
          aria-label={`${name} required`}
        />
        <Label htmlFor={`${id}-required`} className="text-xs text-muted-foreground">
          Required
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-enabled`}
          checked={field.enabled}
          onCheckedChange={(enabled) => onChange({ enabled })}
          aria-label={`${name} enabled`}
        />
        <Label htmlFor={`${id}-enabled`} className="text-xs text-muted-foreground">
          Enabled
        </Label>
      </div>
    </div>
  );
}
