import { YARD_SIZE_LABELS, type YardSize } from "@yq/form-schema/constants";
import type { MediaChoice } from "@yq/form-schema/media-choices";
import { toastError, toastSuccess } from "@/lib/toast";
import { useDeleteMedia } from "@/features/media/api/delete-media";
import { MediaTile } from "./media-tile";

type Props = {
  formId: string;
  size: YardSize;
  items: MediaChoice[];
  selected: string;
  onSelect: (url: string) => void;
  onDeleted: (item: MediaChoice) => void;
};

const sizeLabel = (size: string) => YARD_SIZE_LABELS[size as YardSize] ?? size;

/** The form's own uploads, this size's first; one made for another size says which. */
export function MediaGrid({ formId, size, items, selected, onSelect, onDeleted }: Props) {
  const remove = useDeleteMedia(formId, size);

  async function onDelete(item: MediaChoice) {
    try {
      await remove.mutateAsync(item.id);
      toastSuccess("Success", "Media deleted successfully");
      onDeleted(item);
    } catch {
      toastError("Error", "Failed to delete media");
    }
  }

  if (items.length === 0)
    return <p className="py-4 text-center text-sm text-muted-foreground">No media uploaded yet</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Uploaded media">
      {items.map((item, index) => (
        <MediaTile
          key={item.id}
          url={item.url}
          name={`media ${index + 1}`}
          alt={`Uploaded media ${index + 1}`}
          caption={item.sizeCategory === size ? undefined : sizeLabel(item.sizeCategory)}
          selected={item.url === selected}
          onSelect={() => onSelect(item.url)}
          onDelete={() => void onDelete(item)}
          deleting={remove.isPending}
        />
      ))}
    </ul>
  );
}
