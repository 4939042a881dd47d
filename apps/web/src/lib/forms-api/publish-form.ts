import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormDocument } from "@yq/form-schema/form-document";
import { api, unwrap } from "@/lib/api-client";
import { formQuery, type FormDetail } from "./get-form";
import { formsQuery } from "./list-forms";

type PublishFormInput = { id: string; document: FormDocument };

/**
 * POST /api/forms/:id/publish → { id, status, updatedAt, publishedVersion }. The document becomes
 * the working copy and the next published version, checked strictly (400 says what is missing).
 */
const publishForm = ({ id, document }: PublishFormInput) =>
  unwrap(api.forms[":id"].publish.$post({ param: { id }, json: document }));

export function usePublishForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishForm,
    onSuccess: (saved, { id, document }) => {
      queryClient.setQueryData<FormDetail>(formQuery(id).queryKey, (old) =>
        old
          ? {
              ...old,
              status: saved.status,
              updatedAt: saved.updatedAt,
              publishedVersion: saved.publishedVersion,
              unpublishedChanges: false,
              document,
            }
          : old,
      );
      return queryClient.invalidateQueries({ queryKey: formsQuery.queryKey, exact: true });
    },
  });
}

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
