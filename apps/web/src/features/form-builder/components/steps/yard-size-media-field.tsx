import { YARD_SIZE_LABELS, type YardSize } from "@yq/form-schema/constants";
import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MediaPickerDialog } from "../media-picker/media-picker-dialog";
import { MediaPreview } from "../media-picker/media-preview";
import { RemoveSizeMediaButton } from "./remove-size-media-button";

type Props = { formId: string | null; size: YardSize; media: string; onChange: (url: string) => void };

/** The size's chosen media, with the picker and Remove Media (which deletes the size's uploads). */
export function YardSizeMediaField({ formId, size, media, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const label = YARD_SIZE_LABELS[size];
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{label} Yard Media</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-20 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {media ? (
            <MediaPreview url={media} alt={`${label} yard media`} />
          ) : (
            <ImageIcon className="size-6 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={!formId} onClick={() => setOpen(true)}>
            {media ? "Change Media" : "Choose Media"}
          </Button>
          {media && formId && <RemoveSizeMediaButton formId={formId} size={size} onRemoved={() => onChange("")} />}
        </div>
      </div>
      {!formId && <p className="text-xs text-muted-foreground">Save your form to add media.</p>}
      {formId && open && (
        <MediaPickerDialog
          open={open}
          onOpenChange={setOpen}
          formId={formId}
          size={size}
          selected={media}
          onSelect={onChange}
        />
      )}
    </div>
  );
}
