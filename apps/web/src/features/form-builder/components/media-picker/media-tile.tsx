import { Check, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { MediaPreview } from "./media-preview";

type Props = {
  url: string;
  selected: boolean;
  /** The tile's name for assistive technology, e.g. "media 1" (its button reads "Select media 1"). */
  name: string;
  alt: string;
  /** A short caption over the picture, e.g. the yard size of an upload made for another size. */
  caption?: string;
  onSelect: () => void;
  /** Only the owner's own uploads can be deleted; library GIFs are the platform's. */
  onDelete?: () => void;
  deleting?: boolean;
};

/** One picture or video of the media picker: select it, and delete it when it is the owner's. */
export function MediaTile({ url, selected, name, alt, caption, onSelect, onDelete, deleting }: Props) {
  return (
    <li
      className={cn(
        "group relative overflow-hidden rounded-md border-2",
        selected ? "border-primary" : "border-transparent",
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={`Select ${name}`}
        className="block aspect-square w-full cursor-pointer bg-muted"
      >
        <MediaPreview url={url} alt={alt} />
      </button>
      {selected && (
        <span className="absolute left-1 top-1 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Check className="size-4" aria-hidden />
        </span>
      )}
      {caption && (
        <span className="pointer-events-none absolute bottom-1 left-1 rounded bg-background/90 px-1.5 py-0.5 text-xs font-medium">
          {caption}
        </span>
      )}
      {onDelete && (
        <Button
          variant="destructive"
          size="icon"
          aria-label={`Delete ${name}`}
          disabled={deleting}
          onClick={onDelete}
          className="absolute right-1 top-1 size-8"
        >
          <Trash2 />
        </Button>
      )}
    </li>
  );
}
