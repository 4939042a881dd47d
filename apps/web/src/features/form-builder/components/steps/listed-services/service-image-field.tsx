import { useMutation } from "@tanstack/react-query";
import { SERVICE_IMAGE_TYPES, canonicalMediaType } from "@yq/form-schema/upload-rules";
import type { InferResponseType } from "hono/client";
import { ImageIcon, Loader2, Upload } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { api } from "@/lib/api-client";
import { UploadError, uploadFile } from "@/features/media/api/upload-file";
import { FieldMessage } from "../../fields/field-message";
import { TextField } from "../../fields/text-field";
import { MediaPreview } from "../../media-picker/media-preview";

type UploadedImage = InferResponseType<(typeof api.forms)[":id"]["services"]["media"]["$post"], 201>;

const uploadServiceImage = (formId: string, file: File) =>
  uploadFile<UploadedImage>(`/api/forms/${encodeURIComponent(formId)}/services/media`, file, {
    contentType: canonicalMediaType(file),
  });

type Props = {
  /** Null until the form's first save: an upload is filed under the form. */
  formId: string | null;
  serviceName: string;
  image: string;
  onChange: (image: string) => void;
};

/**
 * A listed service's image: an address typed in, or a file uploaded to the form's own service
 * images, with a preview and Remove, which only clears
 * the address: a published version may still show the file.
 */
export function ServiceImageField({ formId, serviceName, image, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const upload = useMutation({
    mutationFn: ({ form, file }: { form: string; file: File }) => uploadServiceImage(form, file),
    onSuccess: ({ url }) => onChange(url),
  });
  const problem = upload.error
    ? upload.error instanceof UploadError
      ? upload.error.message
      : "Failed to upload the image. Please try again."
    : null;

  function send(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (file && formId && !upload.isPending) upload.mutate({ form: formId, file });
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField
        label="Image URL"
        type="url"
        placeholder="https://example.com/photo.jpg"
        value={image}
        maxLength={2000}
        onValueChange={onChange}
      />
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {image ? (
            <MediaPreview url={image} alt={`Image of ${serviceName}`} />
          ) : (
            <ImageIcon className="size-5 text-muted-foreground" aria-hidden />
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={!formId || upload.isPending}
          aria-busy={upload.isPending || undefined}
          aria-describedby={problem ? messageId : undefined}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {upload.isPending ? "Uploading..." : "Upload image"}
        </Button>
        {image && (
          <Button variant="ghost" size="sm" aria-label={`Remove image of ${serviceName}`} onClick={() => onChange("")}>
            Remove
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept={SERVICE_IMAGE_TYPES.join(",")}
          className="sr-only"
          aria-label={`Image file of ${serviceName}`}
          tabIndex={-1}
          onChange={(e) => send(e.target.files?.[0])}
        />
      </div>
      {!formId && <p className="text-xs text-muted-foreground">Save your form to upload an image.</p>}
      <div role="alert">
        <FieldMessage id={messageId} message={problem} />
      </div>
    </div>
  );
}
