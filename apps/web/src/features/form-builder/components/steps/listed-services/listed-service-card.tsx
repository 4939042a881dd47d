import { serviceFieldProblems } from "@yq/form-schema/listed-service-problems";
import type { QuoteService } from "@yq/form-schema/pricing/engine";
import { PRICING_METHOD_LABELS, type ListedService } from "@yq/form-schema/pricing/listed-services";
import { ChevronDown, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { FieldMessage } from "../../fields/field-message";
import { TextField } from "../../fields/text-field";
import { fromPriceText } from "./from-price";
import { PricingMethodEditor } from "./pricing-method-editor";
import { ServiceImageField } from "./service-image-field";
import { SortableCard } from "./sortable-card";

type Props = {
  /** The saved form's id (null before its first save), under which an uploaded image is filed. */
  formId?: string | null;
  service: ListedService;
  /** The number shown when the service has no name yet ("Service 3"). */
  position: number;
  offered: QuoteService | undefined;
  sizeWord: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (patch: Partial<ListedService>) => void;
  onRemove: () => void;
};

/** One listed service: a header with its price as visitors see it, and its settings when open. */
export function ListedServiceCard({ service, position, offered, sizeWord, open, onOpenChange, ...rest }: Props) {
  const { formId, onChange, onRemove } = rest;
  const name = service.name.trim() || `Service ${position}`;
  const problems = serviceFieldProblems(service);
  const bodyId = `service-${service.id}-settings`;
  return (
    <SortableCard
      id={service.id}
      label={name}
      header={
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={`${open ? "Hide" : "Show"} settings of ${name}`}
            onClick={() => onOpenChange(!open)}
            className="flex min-w-0 flex-1 items-center gap-2 rounded text-left"
          >
            <span className="flex min-w-0 flex-col">
              <span
                className={cn(
                  "line-clamp-2 break-words font-medium",
                  !service.name.trim() && "italic text-muted-foreground",
                )}
              >
                {service.name.trim() || "New service"}
              </span>
              <span className="text-xs text-muted-foreground">
                {PRICING_METHOD_LABELS[service.pricing.method]} · {fromPriceText(offered, service.enabled)}
              </span>
            </span>
            <ChevronDown
              className={cn("ml-auto size-4 shrink-0 transition-transform", open && "rotate-180")}
              aria-hidden
            />
          </button>
          <Switch
            aria-label={`Offer ${name}`}
            checked={service.enabled}
            onCheckedChange={(enabled) => onChange({ enabled })}
          />
          <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
            <Trash2 />
          </Button>
        </>
      }
    >
      {open && (
        <div id={bodyId} className="flex flex-col gap-5 border-t p-3 @sm:p-4">
          <div className="grid gap-4 @lg:grid-cols-[minmax(0,1fr)_auto]">
            <div className="flex flex-col gap-1.5">
              <TextField
                label="Service name"
                value={service.name}
                maxLength={200}
                placeholder="Aeration, Spring cleanup, Fertilizer program..."
                aria-invalid={problems.name ? true : undefined}
                onValueChange={(value) => onChange({ name: value })}
              />
              <FieldMessage message={problems.name} />
            </div>
            {/* An address, or an upload filed under the form's service images, not a yard size's: removing
                a size's media must not take a service's picture. */}
            <ServiceImageField
              formId={formId ?? null}
              serviceName={name}
              image={service.image}
              onChange={(image) => onChange({ image })}
            />
          </div>
          <TextField
            label="Description"
            multiline
            value={service.description}
            maxLength={5000}
            onValueChange={(description) => onChange({ description })}
          />
          <PricingMethodEditor
            serviceName={name}
            pricing={service.pricing}
            sizeWord={sizeWord}
            problems={problems}
            onChange={(pricing) => onChange({ pricing })}
          />
        </div>
      )}
    </SortableCard>
  );
}
