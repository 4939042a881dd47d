import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormDocument } from "@yq/form-schema/form-document";
import { api, unwrap } from "@/lib/api-client";
import { cacheSavedForm } from "./cache-saved-form";

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
    onSuccess: ({ status, updatedAt, unpublishedChanges }, { id, document }) =>
      cacheSavedForm(queryClient, id, document, { status, updatedAt, unpublishedChanges }),
  });
}
