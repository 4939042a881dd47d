import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { MAX_UPSELL_SERVICES } from "@yq/form-schema/constants";
import type { EditorUpsellSettings } from "@yq/form-schema/editor-model";
import type { UpsellService } from "@yq/form-schema/form-document";
import { formTypeWords } from "@yq/form-schema/form-type-words";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSortableSensors } from "../../hooks/use-sortable-sensors";
import { byOrder, moveAndRenumber, renumber } from "../../model/reorder";
import { SwitchField } from "../fields/switch-field";
import { TextField } from "../fields/text-field";
import { Section } from "./section";
import { UpsellServiceRow } from "./upsell-service-row";
import type { StepProps } from "./step-props";

export function UpsellSection({ model, change }: StepProps) {
  const sensors = useSortableSensors();
  const upsell = model.upsellSettings;
  const services = byOrder(upsell.services);
  const patch = (next: Partial<EditorUpsellSettings>) =>
    change((m) => ({ ...m, upsellSettings: { ...m.upsellSettings, ...next } }));
  const setServices = (list: UpsellService[]) => patch({ services: renumber(list) });
  const edit = (id: string, next: Partial<UpsellService>) =>
    setServices(services.map((s) => (s.id === id ? { ...s, ...next } : s)));

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = services.findIndex((s) => s.id === active.id);
    const to = services.findIndex((s) => s.id === over.id);
    if (from >= 0 && to >= 0) patch({ services: moveAndRenumber(services, from, to) });
  }

  return (
    <Section title="Upsell Settings">
      <SwitchField
        label="Enable Upsell"
        description="After accepting, customers can add extra services."
        checked={upsell.enabled}
        onCheckedChange={(enabled) => patch({ enabled })}
      />
      {upsell.enabled && (
        <>
          <TextField
            label="Upsell Message"
            multiline
            value={upsell.upsellMessage}
            maxLength={5000}
            onValueChange={(upsellMessage) => patch({ upsellMessage })}
          />
          <TextField
            label="Upsell Link"
            type="url"
            placeholder="https://example.com/more-services"
            value={upsell.upsellLink}
            maxLength={2000}
            onValueChange={(upsellLink) => patch({ upsellLink })}
          />
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">
              Upsell Services ({services.length}/{MAX_UPSELL_SERVICES})
            </p>
            {services.length === 0 && <p className="text-sm text-muted-foreground">No upsell services yet.</p>}
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={services.map((s) => s.id)} strategy={verticalListSortingStrategy}>
                <ul className="flex flex-col gap-2" aria-label="Upsell services">
                  {services.map((service, index) => (
                    <UpsellServiceRow
                      key={service.id}
                      service={service}
                      position={index + 1}
                      onChange={(next) => edit(service.id, next)}
                      onRemove={() => setServices(services.filter((s) => s.id !== service.id))}
                    />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
            {services.length < MAX_UPSELL_SERVICES && (
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    setServices([
                      ...services,
                      {
                        id: crypto.randomUUID(),
                        name: "",
                        enabled: true,
                        order: services.length,
                        price: null,
                        unit: formTypeWords(model.formType).upsellUnit,
                      },
                    ])
                  }
                >
                  <Plus /> Add Service
                </Button>
              </div>
            )}
          </div>
        </>
      )}
    </Section>
  );
}
