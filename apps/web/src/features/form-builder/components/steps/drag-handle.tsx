import type { useSortable } from "@dnd-kit/sortable";
import { GripVertical } from "lucide-react";

type Sortable = ReturnType<typeof useSortable>;

/** The drag handle of a sortable row or card: mouse, touch long-press, or Space then arrow keys. */
export function DragHandle({
  label,
  sortable,
}: {
  /** What is moved ("Reorder Driveway Plowing"). */
  label: string;
  sortable: Pick<Sortable, "attributes" | "listeners" | "setActivatorNodeRef">;
}) {
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={`Reorder ${label}`}
      className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-accent active:cursor-grabbing"
    >
      <GripVertical className="size-4" />
    </button>
  );
}
