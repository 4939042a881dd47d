import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SESSION_EXPIRED_EVENT } from "@/lib/api-client";
import { adminMediaQuery, type AdminMediaItem } from "./admin-media";

export type AdminMediaSize = "small" | "medium" | "large";

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

/** The raw file is the request body, so the server streams it to storage. */
export async function uploadAdminMedia(size: AdminMediaSize, file: File): Promise<AdminMediaItem> {
  let res: Response;
  try {
    res = await fetch(`/api/admin/media?size=${size}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": file.type || "application/octet-stream", "x-file-name": encodeURIComponent(file.name) },
      body: file,
    });
  } catch {
    throw new UploadError(0, "Error", "Failed to upload media. Please try again.");
  }
  if (res.status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  const body = (await res.json().catch(() => null)) as { error?: string } | AdminMediaItem | null;
  if (!res.ok) {
    const title = res.headers.get("x-error-title");
    // The spec's own messages for a refused type or size; anything else is the generic failure.
    if (title) throw new UploadError(res.status, title, (body as { error?: string })?.error ?? "");
    throw new UploadError(res.status, "Error", "Failed to upload media. Please try again.");
  }
  return body as AdminMediaItem;
}

export function useUploadAdminMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ size, file }: { size: AdminMediaSize; file: File }) => uploadAdminMedia(size, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMediaQuery.queryKey }),
  });
}
