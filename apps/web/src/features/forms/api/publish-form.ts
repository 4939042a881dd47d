import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormDocument } from "@yq/form-schema/form-document";
import { api, unwrap } from "@/lib/api-client";
import { cacheSavedForm } from "./cache-saved-form";

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
    onSuccess: ({ status, updatedAt, publishedVersion }, { id, document }) =>
      cacheSavedForm(queryClient, id, document, { status, updatedAt, publishedVersion, unpublishedChanges: false }),
  });
}
