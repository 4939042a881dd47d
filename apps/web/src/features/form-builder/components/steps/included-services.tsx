import { FIXED_INCLUDED_SERVICES } from "@yq/form-schema/constants";
import type { IncludedService } from "@yq/form-schema/form-document";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props = { sizeLabel: string; services: IncludedService[]; onChange: (services: IncludedService[]) => void };

const FIXED = FIXED_INCLUDED_SERVICES.length;

/** Slots 0-2 keep their fixed names (Edge, Mow, Blow Off Walkways); named extras follow. */
function withFixedSlots(services: IncludedService[]): IncludedService[] {
  const out = [...services];
  for (let i = 0; i < FIXED; i++) {
    out[i] = { name: FIXED_INCLUDED_SERVICES[i], enabled: out[i]?.enabled ?? false };
  }
  return out;
}

export function IncludedServices({ sizeLabel, services, onChange }: Props) {
  const id = useId();
  const slots = withFixedSlots(services);
  const set = (index: number, patch: Partial<IncludedService>) =>
    onChange(slots.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Included Services</legend>
      {slots.map((service, index) => {
        const fixed = index < FIXED;
        const n = index - FIXED + 1;
        const label = fixed ? service.name : service.name || `Custom Service ${n}`;
        return (
          <div key={index} className="flex items-center gap-3">
            <Checkbox
              id={`${id}-${index}`}
              checked={service.enabled}
              onCheckedChange={(checked) => set(index, { enabled: checked === true })}
              aria-label={fixed ? undefined : `${sizeLabel} yard: include ${label}`}
            />
            {fixed ? (
              <Label htmlFor={`${id}-${index}`}>{service.name}</Label>
            ) : (
              <>
                <Input
                  aria-label={`${sizeLabel} yard: custom service ${n} name`}
                  placeholder={`Custom Service ${n}`}
                  value={service.name}
                  maxLength={200}
                  className="h-9"
                  onChange={(e) => set(index, { name: e.target.value })}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove custom service ${n}`}
                  onClick={() => onChange(slots.filter((_, i) => i !== index))}
                >
                  <Trash2 />
                </Button>
              </>
            )}
          </div>
        );
      })}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...slots, { name: "", enabled: true }])}
          disabled={slots.length >= 50}
        >
          <Plus /> Add Custom Service
        </Button>
      </div>
    </fieldset>
  );
}
