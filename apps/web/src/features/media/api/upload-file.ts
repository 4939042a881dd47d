import { SESSION_EXPIRED_EVENT } from "@/lib/api-client";

/** A refused upload: the toast title the server chose (X-Error-Title, null if none) and its message. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly title: string | null,
    message: string,
  ) {
    super(message);
  }
}

const GENERIC = "Failed to upload media. Please try again.";

/**
 * Sends the raw file as the request body so the server can stream it to storage. XMLHttpRequest
 * rather than fetch: only it reports upload progress in browsers today.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  options: { contentType: string; onProgress?: (percent: number) => void },
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", options.contentType || "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const message = (body as { error?: string } | null)?.error ?? GENERIC;
      reject(new UploadError(xhr.status, xhr.getResponseHeader("X-Error-Title"), message));
    };
    xhr.onerror = () => reject(new UploadError(0, null, GENERIC));
    xhr.send(file);
  });
}
