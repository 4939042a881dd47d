import { checkAdminGifUpload } from "@yq/form-schema/upload-rules";
import { Upload } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/lib/toast";
import { UploadError } from "../api/upload-file";
import { useUploadAdminMedia, type AdminMediaSize } from "../api/upload-admin-media";

export function UploadGifButton({ size, label }: { size: AdminMediaSize; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAdminMedia();

  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const problem = checkAdminGifUpload(file);
    if (problem) return toastError(problem.title, problem.message);
    try {
      await upload.mutateAsync({ size, file });
      toastSuccess("Success", "Media uploaded successfully");
    } catch (err) {
      if (err instanceof UploadError && err.title) toastError(err.title, err.message);
      else toastError("Error", "Failed to upload media. Please try again.");
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label={`GIF file for ${label}`}
        onChange={onChange}
      />
      <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
        <Upload aria-hidden /> {upload.isPending ? "Uploading..." : "Upload GIF"}
      </Button>
    </>
  );
}
