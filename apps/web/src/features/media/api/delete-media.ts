import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { YardSize } from "@yq/form-schema/constants";
import { api, unwrap } from "@/lib/api-client";
import { mediaQuery } from "./list-media";

/** Deletes one uploaded item: its record and its file. */
const deleteMedia = (formId: string, mediaId: string) =>
  unwrap(api.forms[":id"].media.item[":mediaId"].$delete({ param: { id: formId, mediaId } }));

export function useDeleteMedia(formId: string, size: YardSize) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) => deleteMedia(formId, mediaId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaQuery(formId, size).queryKey }),
  });
}
