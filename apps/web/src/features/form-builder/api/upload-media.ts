import { useMutation, useQueryClient } from "@tanstack/react-query";
import { canonicalMediaType } from "@yq/form-schema/upload-rules";
import type { YardSize } from "@yq/form-schema/constants";
import { SESSION_EXPIRED_EVENT } from "@/lib/api-client";
import { mediaQuery, type MediaItem } from "./list-media";

/** A refused upload: the server's toast title (X-Error-Title) and message. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends the raw file as the request body so the server can stream it to storage. XMLHttpRequest
 * rather than fetch: only it reports upload progress in browsers today.
 */
export function uploadMedia(formId: string, size: YardSize, file: File, onProgress: (percent: number) => void) {
  return new Promise<MediaItem>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/forms/${encodeURIComponent(formId)}/media/${size}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", canonicalMediaType(file) || "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as MediaItem);
      const message = (body as { error?: string } | null)?.error ?? `The server answered ${xhr.status}.`;
      reject(new UploadError(xhr.status, xhr.getResponseHeader("X-Error-Title") ?? "Upload failed", message));
    };
    xhr.onerror = () => reject(new UploadError(0, "Upload failed", "Failed to upload media. Please try again."));
    xhr.send(file);
  });
}

export function useUploadMedia(formId: string, size: YardSize, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMedia(formId, size, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQuery(formId, size).queryKey }),
  });
}
