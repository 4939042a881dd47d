import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A card of a sortable list: a header row led by its drag handle (mouse, touch long-press, or
 * Space then arrow keys), and a body under it. SortableRow (../sortable-row.tsx) is the one-line kind.
 */
export function SortableCard({
  id,
  label,
  header,
  children,
}: {
  id: string;
  /** Names the card for screen readers and its handle ("Reorder Driveway Plowing"). */
  label: string;
  header: ReactNode;
  children?: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("rounded-lg border bg-background", isDragging && "relative z-10 shadow-lg")}
    >
      <section aria-label={label}>
        <div className="flex items-center gap-2 p-3">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Reorder ${label}`}
            className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-accent active:cursor-grabbing"
          >
            <GripVertical className="size-4" />
          </button>
          {header}
        </div>
        {children}
      </section>
    </li>
  );
}
