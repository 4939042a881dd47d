import { checkOwnerMediaUpload } from "@yq/form-schema/upload-rules";
import type { YardSize } from "@yq/form-schema/constants";
import { Upload } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { toastError, toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { UploadError } from "@/features/media/api/upload-file";
import { useUploadMedia } from "@/features/media/api/upload-media";
import type { MediaItem } from "@/features/media/api/list-media";

const ACCEPT = "image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime,.mov";

type Props = { formId: string; size: YardSize; onUploaded: (item: MediaItem) => void };

/** Click or drop a file; checked here first, then again by the server on its content. */
export function MediaUploadArea({ formId, size, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const upload = useUploadMedia(formId, size, setProgress);

  async function send(file: File | undefined) {
    if (!file || upload.isPending) return;
    const problem = checkOwnerMediaUpload(file);
    if (problem) return toastError(problem.title, problem.message);
    setProgress(0);
    try {
      const item = await upload.mutateAsync(file);
      toastSuccess("Success", "Media uploaded successfully");
      onUploaded(item);
    } catch (err) {
      if (err instanceof UploadError && (err.status === 413 || err.status === 415 || err.status === 400)) {
        toastError(err.title ?? "Upload failed", err.message);
      } else {
        toastError("Upload failed", "Failed to upload media. Please try again.");
      }
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragOver(false);
    void send(e.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        disabled={upload.isPending}
        className={cn(
          "flex w-full cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors hover:bg-accent disabled:cursor-wait",
          dragOver && "border-primary bg-accent",
        )}
      >
        <Upload className="size-6 text-muted-foreground" aria-hidden />
        <span className="font-medium">{upload.isPending ? "Uploading..." : "Upload Media"}</span>
        <span className="text-xs text-muted-foreground">JPEG, PNG, GIF, WebP, MP4, WebM or MOV, up to 50MB</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-label="Upload media file"
        tabIndex={-1}
        onChange={(e) => void send(e.target.files?.[0])}
      />
      {progress !== null && (
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-secondary"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{progress}%</span>
        </div>
      )}
    </div>
  );
}
