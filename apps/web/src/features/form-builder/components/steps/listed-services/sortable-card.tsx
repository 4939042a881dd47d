import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { DragHandle } from "../drag-handle";

/**
 * A card of a sortable list: a header row led by its drag handle (mouse, touch long-press, or
 * Space then arrow keys), and a body under it. SortableRow (../sortable-row.tsx) is the one-line kind;
 * both take their handle from ../drag-handle.tsx.
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
  const sortable = useSortable({ id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("rounded-lg border bg-background", isDragging && "relative z-10 shadow-lg")}
    >
      <section aria-label={label}>
        <div className="flex items-center gap-2 p-3">
          <DragHandle label={label} sortable={sortable} />
          {header}
        </div>
        {children}
      </section>
    </li>
  );
}
