import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { YardSize } from "@yq/form-schema/constants";
import { api, unwrap } from "@/lib/api-client";
import { mediaQuery } from "./list-media";

/** "Remove Media" on a size: every upload of that form and size, records and files. */
const removeSizeMedia = (formId: string, size: YardSize) =>
  unwrap(api.forms[":id"].media[":size"].$delete({ param: { id: formId, size } }));

export function useRemoveSizeMedia(formId: string, size: YardSize) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeSizeMedia(formId, size),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaQuery(formId, size).queryKey }),
  });
}
