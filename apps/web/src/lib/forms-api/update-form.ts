import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormDocument } from "@yq/form-schema/form-document";
import { api, unwrap } from "@/lib/api-client";
import { formQuery, type FormDetail } from "./get-form";
import { formsQuery } from "./list-forms";

export type UpdateFormInput = { id: string; document: FormDocument };

/**
 * PATCH /api/forms/:id → { id, status, updatedAt, unpublishedChanges }. Manual save and autosave
 * store the working copy loosely; a draft status takes the form offline, and a published status
 * publishes only a form that is not live yet (live forms publish through publish-form.ts).
 */
export const updateForm = ({ id, document }: UpdateFormInput) =>
  unwrap(api.forms[":id"].$patch({ param: { id }, json: document }));

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForm,
    onSuccess: (saved, { id, document }) => {
      // The cached form takes what was saved without a refetch, which would race the editor's
      // next keystrokes. The server may still have cleaned rich text; the next load shows that.
      queryClient.setQueryData<FormDetail>(formQuery(id).queryKey, (old) =>
        old
          ? {
              ...old,
              status: saved.status,
              updatedAt: saved.updatedAt,
              unpublishedChanges: saved.unpublishedChanges,
              document,
            }
          : old,
      );
      return queryClient.invalidateQueries({ queryKey: formsQuery.queryKey, exact: true });
    },
  });
}
