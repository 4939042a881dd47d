import { RequestError, retryAfter } from "./transport";

/**
 * XMLHttpRequest rather than fetch: it reports upload progress for a 50 MB file. Loaded only
 * when a visitor picks a video.
 */
export function uploadWithProgress(url: string, token: string, file: File, onProgress: (fraction: number) => void) {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.setRequestHeader("x-file-name", encodeURIComponent(file.name).slice(0, 200));
    if (file.type) xhr.setRequestHeader("content-type", file.type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new RequestError(0, ""));
    xhr.onload = () => {
      let body: { videoUrl?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the generic message is shown
      }
      if (xhr.status === 201 && body.videoUrl) resolve(body.videoUrl);
      else reject(new RequestError(xhr.status, xhr.status < 500 ? (body.error ?? "") : "", retryAfter(xhr.getResponseHeader("retry-after"))));
    };
    xhr.send(file);
  });
}
