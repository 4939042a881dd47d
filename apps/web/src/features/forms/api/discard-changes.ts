import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { formQuery, type FormDetail } from "./get-form";
import { formsQuery } from "./list-forms";

/** POST /api/forms/:id/discard → the form with its working copy back at the published version. */
const discardChanges = (id: string) => unwrap(api.forms[":id"].discard.$post({ param: { id } }));

export function useDiscardChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardChanges,
    onSuccess: (detail, id) => {
      queryClient.setQueryData<FormDetail>(formQuery(id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: formsQuery.queryKey, exact: true });
    },
  });
}
