import type { ReactNode } from "react";

export type MobileItem = {
  key: string;
  label: string;
  title: string;
  subtitle: string;
  meta: string;
  badge: ReactNode;
  onOpen: () => void;
};

/** Phones get one tappable card per row instead of a table that scrolls sideways. */
export function MobileList({ items }: { items: MobileItem[] }) {
  return (
    <ul className="flex flex-col divide-y md:hidden">
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            aria-label={item.label}
            onClick={item.onOpen}
            className="flex w-full cursor-pointer items-start justify-between gap-3 px-2 py-3 text-left hover:bg-muted/60"
          >
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="truncate font-medium">{item.title}</span>
              <span className="truncate text-sm text-muted-foreground">{item.subtitle}</span>
              <span className="text-sm text-muted-foreground">{item.meta}</span>
            </span>
            <span className="shrink-0">{item.badge}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
