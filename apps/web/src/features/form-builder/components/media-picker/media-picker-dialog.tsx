import { YARD_SIZE_LABELS, type YardSize } from "@yq/form-schema/constants";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
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

/** "Select Media for {Size} Yard": upload new media or pick one uploaded before. */
export function MediaPickerDialog({ open, onOpenChange, formId, size, selected, onSelect }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Select Media for {YARD_SIZE_LABELS[size]} Yard</DialogTitle>
          <DialogDescription>
            Visitors see this picture or video on the {YARD_SIZE_LABELS[size].toLowerCase()} yard card.
          </DialogDescription>
        </DialogHeader>
        <MediaUploadArea formId={formId} size={size} onUploaded={(item) => onSelect(item.url)} />
        <MediaGrid
          formId={formId}
          size={size}
          selected={selected}
          onSelect={onSelect}
          onDeleted={(item) => {
            if (item.url === selected) onSelect("");
          }}
        />
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
