import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MediaPickerDialog } from "../../media-picker/media-picker-dialog";
import { MediaPreview } from "../../media-picker/media-preview";

type Props = { formId: string | null; serviceName: string; image: string; onChange: (url: string) => void };

/**
 * A listed service's picture, chosen with the yard sizes' media picker. The server files media
 * by yard size, so a service's uploads go with the custom size's (decision 097); Remove only
 * clears the choice here and deletes no file, which another card may still show.
 */
export function ServiceImageField({ formId, serviceName, image, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const name = serviceName.trim() || "this service";
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">Image</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-16 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {image ? (
            <MediaPreview url={image} alt={`${name} image`} />
          ) : (
            <ImageIcon className="size-5 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!formId}
            aria-label={`${image ? "Change" : "Choose"} image of ${name}`}
            onClick={() => setOpen(true)}
          >
            {image ? "Change Image" : "Choose Image"}
          </Button>
          {image && (
            <Button variant="ghost" size="sm" aria-label={`Remove image of ${name}`} onClick={() => onChange("")}>
              Remove
            </Button>
          )}
        </div>
      </div>
      {!formId && <p className="text-xs text-muted-foreground">Save your form to add an image.</p>}
      {formId && open && (
        <MediaPickerDialog
          open={open}
          onOpenChange={setOpen}
          formId={formId}
          size="custom"
          selected={image}
          onSelect={onChange}
          purpose={{
            title: `Select an Image for ${name}`,
            description: `Visitors see this picture or video on the ${name} card.`,
          }}
        />
      )}
    </div>
  );
}
