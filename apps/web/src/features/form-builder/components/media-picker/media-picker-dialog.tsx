import { YARD_SIZE_LABELS, type YardSize } from "@yq/form-schema/constants";
import { useEffect, useId } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useMediaChoices } from "@/features/media/api/get-media-choices";
import { LibraryGrid } from "./library-grid";
import { MediaGrid } from "./media-grid";
import { MediaUploadArea } from "./media-upload-area";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  formId: string;
  size: YardSize;
  selected: string;
  onSelect: (url: string) => void;
};

/**
 * "Select Media for {Size} Yard": upload new media, pick one of the form's uploads (this size's
 * first), or a GIF of the platform's library.
 */
export function MediaPickerDialog({ open, onOpenChange, formId, size, selected, onSelect }: Props) {
  const id = useId();
  const choices = useMediaChoices(formId, size);
  // A failed list is only logged; the grids then read as empty and uploading still works.
  useEffect(() => {
    if (choices.error) console.warn("Could not load media", choices.error);
  }, [choices.error]);
  const loading = <p className="py-4 text-center text-sm text-muted-foreground">Loading...</p>;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Select Media for {YARD_SIZE_LABELS[size]} Yard</DialogTitle>
          <DialogDescription>
            Visitors see this picture or video on the {YARD_SIZE_LABELS[size].toLowerCase()} yard card.
          </DialogDescription>
        </DialogHeader>
        <section aria-labelledby={`${id}-own`} className="flex flex-col gap-3">
          <h3 id={`${id}-own`} className="text-sm font-semibold">
            Your uploads
          </h3>
          <MediaUploadArea formId={formId} size={size} onUploaded={(item) => onSelect(item.url)} />
          {choices.isPending ? (
            loading
          ) : (
            <MediaGrid
              formId={formId}
              size={size}
              items={choices.data?.uploads ?? []}
              selected={selected}
              onSelect={onSelect}
              onDeleted={(item) => {
                if (item.url === selected) onSelect("");
              }}
            />
          )}
        </section>
        <section aria-labelledby={`${id}-library`} className="flex flex-col gap-3 border-t pt-4">
          <div>
            <h3 id={`${id}-library`} className="text-sm font-semibold">
              Library
            </h3>
            <p className="text-xs text-muted-foreground">
              Ready-made {YARD_SIZE_LABELS[size].toLowerCase()} yard GIFs, free to use on your form.
            </p>
          </div>
          {choices.isPending ? (
            loading
          ) : (
            <LibraryGrid items={choices.data?.library ?? []} selected={selected} onSelect={onSelect} />
          )}
        </section>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
