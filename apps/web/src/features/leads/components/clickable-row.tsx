import type { ComponentProps } from "react";
import { TableRow } from "@/components/ui/table";

/** A table row that opens something: clickable, focusable, and Enter or Space open it too. */
export function ClickableRow({ onOpen, ...props }: ComponentProps<typeof TableRow> & { onOpen: () => void }) {
  return (
    <TableRow
      tabIndex={0}
      className="cursor-pointer focus-visible:bg-muted/60 focus-visible:outline-none"
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          onOpen();
        }
      }}
      {...props}
    />
  );
}
