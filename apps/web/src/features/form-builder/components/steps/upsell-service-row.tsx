import { PRICE_UNITS, PRICE_UNIT_LABELS, type PriceUnit } from "@yq/form-schema/pricing/plans";
import type { UpsellService } from "@yq/form-schema/form-document";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { NumberField } from "../fields/number-field";
import { SortableRow } from "./sortable-row";

type Props = {
  service: UpsellService;
  position: number;
  onChange: (patch: Partial<UpsellService>) => void;
  onRemove: () => void;
};

/**
 * An upsell service: its name, an optional price for one unit (added to the quote as a line;
 * empty reads "priced on request"), whether it is offered, and its place in the list.
 */
export function UpsellServiceRow({ service, position, onChange, onRemove }: Props) {
  const name = `Upsell service ${position}`;
  return (
    <SortableRow id={service.id} label={service.name || `upsell service ${position}`} className="items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Input
          aria-label={`${name} name`}
          placeholder={`Service ${position}`}
          value={service.name}
          maxLength={200}
          className="h-9"
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <div className="flex items-start gap-2">
          <NumberField
            className="w-28 shrink-0"
            label={`${name} price`}
            labelHidden
            value={service.price}
            optional
            min={0}
            max={1_000_000}
            prefix="$"
            placeholder="On request"
            onChange={(price) => onChange({ price })}
          />
          <Select value={service.unit} onValueChange={(unit) => onChange({ unit: unit as PriceUnit })}>
            <SelectTrigger className="w-32 min-w-0" aria-label={`${name} unit`} disabled={service.price === null}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRICE_UNITS.map((unit) => (
                <SelectItem key={unit} value={unit}>
                  {PRICE_UNIT_LABELS[unit]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <div className="ml-auto flex h-10 items-center gap-1">
            <Switch
              checked={service.enabled}
              aria-label={`${name} enabled`}
              onCheckedChange={(enabled) => onChange({ enabled })}
            />
            <Button variant="ghost" size="icon" aria-label={`Delete upsell service ${position}`} onClick={onRemove}>
              <Trash2 />
            </Button>
          </div>
        </div>
        {service.price === null && (
          <p className="text-xs text-muted-foreground">Priced on request: no price is added to the quote.</p>
        )}
      </div>
    </SortableRow>
  );
}
