import type { QueryClient } from "@tanstack/react-query";
import type { FormDocument } from "@yq/form-schema/form-document";
import { formQuery, type FormDetail } from "./get-form";
import { formsQuery } from "./list-forms";

type SavedFacts = Partial<Pick<FormDetail, "status" | "updatedAt" | "publishedVersion" | "unpublishedChanges">>;

/**
 * After a save or a publish, the cached form takes what was stored without a refetch, which would
 * race the editor's next keystrokes (the server may still have cleaned rich text; the next load
 * shows that), and the forms list is asked for again.
 */
export function cacheSavedForm(queryClient: QueryClient, id: string, document: FormDocument, saved: SavedFacts) {
  queryClient.setQueryData<FormDetail>(formQuery(id).queryKey, (old) => (old ? { ...old, ...saved, document } : old));
  return queryClient.invalidateQueries({ queryKey: formsQuery.queryKey, exact: true });
}
