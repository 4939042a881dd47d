import type { YardSize } from "@yq/form-schema/constants";
import { Check, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useDeleteMedia } from "../../api/delete-media";
import { useMedia, type MediaItem } from "../../api/list-media";
import { MediaPreview } from "./media-preview";

type Props = {
  formId: string;
  size: YardSize;
  selected: string;
  onSelect: (url: string) => void;
  onDeleted: (item: MediaItem) => void;
};

export function MediaGrid({ formId, size, selected, onSelect, onDeleted }: Props) {
  const media = useMedia(formId, size, true);
  const remove = useDeleteMedia(formId, size);

  async function onDelete(item: MediaItem) {
    try {
      await remove.mutateAsync(item.id);
      toastSuccess("Success", "Media deleted successfully");
      onDeleted(item);
    } catch {
      toastError("Error", "Failed to delete media");
    }
  }

  // A failed list is only logged; the grid then reads as empty and uploading still works.
  useEffect(() => {
    if (media.error) console.warn("Could not load media", media.error);
  }, [media.error]);
  if (media.isPending) return <p className="py-6 text-center text-sm text-muted-foreground">Loading...</p>;
  const items = media.data?.items ?? [];
  if (items.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No media uploaded yet</p>;

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Uploaded media">
      {items.map((item, index) => {
        const isSelected = item.url === selected;
        return (
          <li
            key={item.id}
            className={cn(
              "group relative overflow-hidden rounded-md border-2",
              isSelected ? "border-primary" : "border-transparent",
            )}
          >
            <button
              type="button"
              onClick={() => onSelect(item.url)}
              aria-pressed={isSelected}
              aria-label={`Select media ${index + 1}`}
              className="block aspect-square w-full cursor-pointer bg-muted"
            >
              <MediaPreview url={item.url} alt={`Uploaded media ${index + 1}`} />
            </button>
            {isSelected && (
              <span className="absolute left-1 top-1 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Check className="size-4" aria-hidden />
              </span>
            )}
            <Button
              variant="destructive"
              size="icon"
              aria-label={`Delete media ${index + 1}`}
              disabled={remove.isPending}
              onClick={() => void onDelete(item)}
              className="absolute right-1 top-1 size-8"
            >
              <Trash2 />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
