import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { QuoteService } from "@yq/form-schema/pricing/engine";
import type { ListedService } from "@yq/form-schema/pricing/listed-services";
import { sizeNoun } from "@yq/form-schema/pricing/service-words";
import { formTypeWords } from "@yq/form-schema/form-type-words";
import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { toastUndo } from "@/components/undo-toast";
import { Button } from "@/components/ui/button";
import { toastError } from "@/lib/toast";
import { useSortableSensors } from "../../../hooks/use-sortable-sensors";
import {
  firstMethodFor,
  MAX_SERVICES,
  withAddedService,
  withoutService,
  withRestoredService,
} from "../../../model/listed-services";
import { byOrder, moveAndRenumber } from "../../../model/reorder";
import type { StepProps } from "../step-props";
import { ListedServiceCard } from "./listed-service-card";

/**
 * The owner's own services below Mowing and Landscaping: add, remove (with
 * Undo), reorder by drag or keys, and each one's settings. A form has at most 12 services.
 */
export function ListedServicesSection({
  model,
  change,
  offered,
}: StepProps & {
  /** What the engine offers a visitor, by service id (quoteServices). */
  offered: ReadonlyMap<string, QuoteService>;
}) {
  const sensors = useSortableSensors();
  // Undo runs from the toast, later: it checks the form as it is then, not as it was at the removal.
  const latest = useRef(model);
  latest.current = model;
  const services = byOrder(model.services.listed);
  // The first services open; later ones start folded so the list stays readable.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(services.slice(0, 2).map((s) => s.id)));
  // A snow form shows no Mowing or Landscaping card (services-step.tsx): its own are numbered from 1.
  const lawnCards = model.formType !== "snow_quote";
  const total = services.length + 2;
  const full = total >= MAX_SERVICES;

  const setListed = (update: (list: ListedService[]) => ListedService[] | null) =>
    change((m) => {
      const next = update(m.services.listed);
      return next ? { ...m, services: { ...m.services, listed: next } } : m;
    });
  const toggle = (id: string, on: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  function add() {
    const id = crypto.randomUUID();
    setListed((list) => withAddedService(list, id, firstMethodFor(model.formType)));
    toggle(id, true);
  }

  function remove(service: ListedService) {
    const { index } = withoutService(services, service.id);
    setListed((list) => withoutService(list, service.id).list);
    const name = service.name.trim() || "The new service";
    toastUndo(`Removed ${name}`, "Its prices are gone from the form.", () => {
      if (!withRestoredService(latest.current.services.listed, service, index)) {
        toastError("Cannot undo", `The form already has ${MAX_SERVICES} services. Remove one, then add ${name} again.`);
        return;
      }
      setListed((list) => withRestoredService(list, service, index) ?? list);
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = services.findIndex((s) => s.id === active.id);
    const to = services.findIndex((s) => s.id === over.id);
    if (from >= 0 && to >= 0) setListed(() => moveAndRenumber(services, from, to));
  }

  return (
    <section aria-labelledby="listed-services-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id="listed-services-title" className="font-semibold">
            Your services
          </h3>
          <p className="text-sm text-muted-foreground">
            Everything else you sell, each with its own prices. Drag to change the order visitors see.
          </p>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {lawnCards ? total : services.length} of {lawnCards ? MAX_SERVICES : MAX_SERVICES - 2} services
        </p>
      </div>
      {services.length === 0 && (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          No services of your own yet. Add one: a cleanup, aeration, a fertilizer program, snow plowing...
        </p>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={services.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          <ul className="flex flex-col gap-3" aria-label="Your services">
            {services.map((service, index) => (
              <ListedServiceCard
                key={service.id}
                service={service}
                formId={model.basicInfo.id}
                position={index + (lawnCards ? 3 : 1)}
                offered={offered.get(service.id)}
                sizeWord={sizeNoun(service.pricing) ?? "Size"}
                open={open.has(service.id)}
                onOpenChange={(on) => toggle(service.id, on)}
                onChange={(patch) =>
                  setListed((list) => list.map((s) => (s.id === service.id ? { ...s, ...patch } : s)))
                }
                onRemove={() => remove(service)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {full ? (
        <p className="text-sm text-muted-foreground" role="status">
          {formTypeWords(model.formType).servicesFull}
        </p>
      ) : (
        <div>
          <Button variant="outline" onClick={add}>
            <Plus /> Add Service
          </Button>
        </div>
      )}
    </section>
  );
}
