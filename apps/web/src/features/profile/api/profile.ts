import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate, ProfileView } from "@yq/form-schema/business-profile";
import { api, unwrap } from "@/lib/api-client";
import { uploadFile } from "@/lib/upload-file";

const profileQuery = queryOptions({
  queryKey: ["profile"],
  queryFn: () => unwrap(api.account.profile.$get()),
});

export function useProfile() {
  return useQuery(profileQuery);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate) => unwrap(api.account.profile.$patch({ json: values })),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}

/** The logo customer emails show (decision 092): the raw image as the body, like other media. */
export function useLogo() {
  const queryClient = useQueryClient();
  const stored = (profile: ProfileView) => queryClient.setQueryData(profileQuery.queryKey, profile);
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadFile<ProfileView>("/api/account/profile/media/logo", file, { contentType: file.type }),
    onSuccess: stored,
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.account.profile.media.logo.$delete()),
    onSuccess: stored,
  });
  return { upload, remove };
}
