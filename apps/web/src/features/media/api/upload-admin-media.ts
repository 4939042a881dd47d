import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadFile } from "./upload-file";
import { adminMediaQuery, type AdminMediaItem } from "./admin-media";

export type AdminMediaSize = "small" | "medium" | "large";

function uploadAdminMedia(size: AdminMediaSize, file: File) {
  return uploadFile<AdminMediaItem>(`/api/admin/media?size=${size}`, file, { contentType: file.type });
}

export function useUploadAdminMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ size, file }: { size: AdminMediaSize; file: File }) => uploadAdminMedia(size, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMediaQuery.queryKey }),
  });
}
