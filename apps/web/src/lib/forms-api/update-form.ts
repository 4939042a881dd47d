import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormDocument } from "@yq/form-schema/form-document";
import { api, unwrap } from "@/lib/api-client";
import { formQuery, type FormDetail } from "./get-form";
import { formsQuery } from "./list-forms";

export type UpdateFormInput = { id: string; document: FormDocument };

/**
 * PATCH /api/forms/:id → { id, status, updatedAt }. The same call serves manual save and
 * autosave; the document's status decides draft or published (publishing is checked strictly).
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
        old ? { ...old, status: saved.status, updatedAt: saved.updatedAt, document } : old,
      );
      return queryClient.invalidateQueries({ queryKey: formsQuery.queryKey, exact: true });
    },
  });
}
