import type { MediaChoice } from "@yq/form-schema/media-choices";
import { MediaTile } from "./media-tile";

type Props = { items: MediaChoice[]; selected: string; onSelect: (url: string) => void };

/** The platform's library GIFs for the size (the admin's active ones): chosen, never deleted here. */
export function LibraryGrid({ items, selected, onSelect }: Props) {
  if (items.length === 0)
    return <p className="py-4 text-center text-sm text-muted-foreground">No library GIFs for this size yet</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Library GIFs">
      {items.map((item, index) => (
        <MediaTile
          key={item.id}
          url={item.url}
          name={`library GIF ${index + 1}`}
          alt={`Library GIF ${index + 1}`}
          selected={item.url === selected}
          onSelect={() => onSelect(item.url)}
        />
      ))}
    </ul>
  );
}
