import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileView } from "@yq/form-schema/business-profile";
import { uploadFile } from "@/features/media/api/upload-file";
import { profileQuery } from "./get-profile";

/** The logo customer emails show: the raw image as the body, like other media. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<ProfileView>("/api/account/profile/media/logo", file, { contentType: file.type }),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
