import { useMutation, useQueryClient } from "@tanstack/react-query";
import { canonicalMediaType } from "@yq/form-schema/upload-rules";
import type { YardSize } from "@yq/form-schema/constants";
import { uploadFile } from "./upload-file";
import { mediaQuery, type MediaItem } from "./list-media";

function uploadMedia(formId: string, size: YardSize, file: File, onProgress: (percent: number) => void) {
  return uploadFile<MediaItem>(`/api/forms/${encodeURIComponent(formId)}/media/${size}`, file, {
    contentType: canonicalMediaType(file),
    onProgress,
  });
}

export function useUploadMedia(formId: string, size: YardSize, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMedia(formId, size, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQuery(formId, size).queryKey }),
  });
}
