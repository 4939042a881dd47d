import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { DragHandle } from "./drag-handle";

/** A row of a sortable list with its own drag handle (mouse, touch long-press, or keys). */
export function SortableRow({
  id,
  label,
  children,
  className,
}: {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const sortable = useSortable({ id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex items-center gap-3 rounded-md border bg-background p-3",
        isDragging && "relative z-10 shadow-lg",
        className,
      )}
    >
      <DragHandle label={label} sortable={sortable} />
      {children}
    </li>
  );
}
