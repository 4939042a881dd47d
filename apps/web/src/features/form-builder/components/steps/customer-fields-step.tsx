import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CUSTOMER_FIELD_LABELS, ESSENTIAL_CUSTOMER_FIELDS } from "@yq/form-schema/constants";
import type { CustomerField } from "@yq/form-schema/form-document";
import { Info, Lock } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { useSortableSensors } from "../../hooks/use-sortable-sensors";
import { byOrder, renumber } from "../../model/reorder";
import { ConsentSection } from "./consent-section";
import { FieldToggles } from "./field-toggles";
import { SortableRow } from "./sortable-row";
import type { StepProps } from "./step-props";

const isEssential = (f: CustomerField) => ESSENTIAL_CUSTOMER_FIELDS.includes(f.type);

export function CustomerFieldsStep({ model, change }: StepProps) {
  const sensors = useSortableSensors();
  const sorted = byOrder(model.customerFields.fields);
  const fixed = sorted.filter(isEssential);
  const movable = sorted.filter((f) => !isEssential(f));

  function setFields(fields: CustomerField[]) {
    change((m) => ({ ...m, customerFields: { ...m.customerFields, fields } }));
  }
  function updateField(id: string, patch: Partial<CustomerField>) {
    setFields(sorted.map((f) => (f.id === id ? { ...f, ...patch } : f)));
  }
  // Essential fields stay first and unmoved; the others move among themselves.
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = movable.findIndex((f) => f.id === active.id);
    const to = movable.findIndex((f) => f.id === over.id);
    if (from < 0 || to < 0) return;
    const next = [...movable];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    setFields(renumber([...fixed, ...next]));
  }

  return (
    <div className="flex flex-col gap-6">
      <Alert>
        <Info aria-hidden />
        <p>
          Name, email and phone are always required and enabled. These fields cannot be disabled as they are essential
          for form functionality and customer communication.
        </p>
      </Alert>
      <ul className="flex flex-col gap-2" aria-label="Required customer fields">
        {fixed.map((field) => (
          <li key={field.id} className="flex items-center gap-3 rounded-md border bg-muted/60 p-3">
            <span className="flex size-8 items-center justify-center text-muted-foreground">
              <Lock className="size-4" aria-hidden />
            </span>
            <span className="flex-1 font-medium">{CUSTOMER_FIELD_LABELS[field.type]}</span>
            <Badge variant="secondary">Required</Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          Drag the handle (or focus it and use the arrow keys) to change the order.
        </p>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={movable.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            <ul className="flex flex-col gap-2" aria-label="Optional customer fields">
              {movable.map((field) => (
                <SortableRow key={field.id} id={field.id} label={CUSTOMER_FIELD_LABELS[field.type]}>
                  <span className="flex-1 font-medium" data-testid="customer-field-name">
                    {CUSTOMER_FIELD_LABELS[field.type]}
                  </span>
                  <FieldToggles field={field} onChange={(patch) => updateField(field.id, patch)} />
                </SortableRow>
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      </div>
      <ConsentSection model={model} change={change} />
    </div>
  );
}
