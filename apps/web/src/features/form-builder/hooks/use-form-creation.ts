import type { FormDocument } from "@yq/form-schema/form-document";
import type { EditorModel } from "@yq/form-schema/editor-model";
import { useEffect, useRef } from "react";
import { useCreateForm } from "@/features/forms/api/create-form";
import type { ChangeModel } from "./use-editor-model";

/** The created form's id, and whether this call's document is what was created. */
type Created = { id: string; created: boolean };
export type CreateOnce = (document: FormDocument) => Promise<Created>;

/** Where the builder of a saved form lives, so a reload or Back opens it (routes.tsx, APP_PATHS.editForm). */
const editPath = (id: string) => `/forms/${id}/edit`;

/**
 * A new form is created on the server once (docs/decisions/113-a-form-speaks-its-trade.md): by its
 * first change's autosave, or by Save Draft or Publish if those come first. Whichever asks second
 * waits for the same request instead of creating a second form. Once created, the address names
 * the form without a navigation: the router would remount the editor and lose the step, the focus
 * and what is being typed. A failed create (the one-mowing-form limit) is tried again on the next ask.
 */
export function useFormCreation(modelRef: { current: EditorModel }, replace: ChangeModel): CreateOnce {
  const create = useCreateForm();
  const mutateRef = useRef(create.mutateAsync);
  mutateRef.current = create.mutateAsync;
  const pending = useRef<Promise<string> | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return async (document) => {
    const known = modelRef.current.basicInfo.id;
    if (known) return { id: known, created: false };
    if (pending.current) return { id: await pending.current, created: false };
    const request = mutateRef.current(document).then(({ id }) => {
      replace((m) => ({ ...m, basicInfo: { ...m.basicInfo, id } }));
      // Only while the owner is still in this builder: a create that finishes after they left
      // (the save on leaving) must not rename the page they went to.
      if (mounted.current) window.history.replaceState(window.history.state, "", editPath(id));
      return id;
    });
    pending.current = request;
    request.catch(() => {
      pending.current = null;
    });
    return { id: await request, created: true };
  };
}
