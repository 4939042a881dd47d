/** What the server answered an upload: its status, its JSON body (if any) and its Retry-After. */
export type UploadAnswer = { status: number; body: { videoUrl?: string; error?: string }; retryAfter: string | null };

/**
 * XMLHttpRequest rather than fetch: it reports upload progress for a 50 MB file. Loaded only
 * when a visitor picks a video. Resolves with the server's answer, or null when the request never
 * got one; transport.ts turns that into its RequestError, so this module needs nothing back from it.
 */
export function uploadWithProgress(url: string, token: string, file: File, onProgress: (fraction: number) => void) {
  return new Promise<UploadAnswer | null>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.setRequestHeader("x-file-name", encodeURIComponent(file.name).slice(0, 200));
    if (file.type) xhr.setRequestHeader("content-type", file.type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => resolve(null);
    xhr.onload = () => {
      let body: UploadAnswer["body"] = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the generic message is shown
      }
      resolve({ status: xhr.status, body, retryAfter: xhr.getResponseHeader("retry-after") });
    };
    xhr.send(file);
  });
}
