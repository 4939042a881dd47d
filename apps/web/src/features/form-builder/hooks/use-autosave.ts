import { useEffect, useRef, useState } from "react";
import { toFormPayload, type EditorModel } from "@yq/form-schema/editor-model";
import { ApiError } from "@/lib/api-client";
import { useUpdateForm } from "@/features/forms/api/update-form";
import { AutosaveScheduler } from "./autosave-scheduler";
import type { CreateOnce } from "./use-form-creation";

export type AutosaveStatus = "idle" | "saving" | "saved" | "failed";

/**
 * Saves the form 500 ms after the last change, silently (no toast). A new form's first save
 * creates it as a draft (useFormCreation); every later one updates it.
 */
export function useAutosave(
  id: string | null,
  revision: number,
  modelRef: { current: EditorModel },
  createOnce: CreateOnce,
) {
  const update = useUpdateForm();
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  // Why the last autosave was refused (a published form missing something), shown under the title.
  const [problem, setProblem] = useState<string | null>(null);
  const idRef = useRef(id);
  idRef.current = id;
  const mutateRef = useRef(update.mutateAsync);
  mutateRef.current = update.mutateAsync;
  const createRef = useRef(createOnce);
  createRef.current = createOnce;

  const [scheduler] = useState(
    () =>
      new AutosaveScheduler({
        save: async () => {
          const formId = idRef.current;
          const document = toFormPayload(modelRef.current);
          setStatus("saving");
          const created = formId ? null : await createRef.current(document);
          // A create that sent another request's document (Save Draft's) is followed by ours.
          if (!created?.created) await mutateRef.current({ id: created?.id ?? formId!, document });
          setStatus("saved");
          setProblem(null);
        },
        onError: (err) => {
          setStatus("failed");
          setProblem(err instanceof ApiError && (err.status === 400 || err.status === 409) ? err.message : null);
          console.warn("Autosave failed", err);
        },
      }),
  );

  useEffect(() => {
    if (revision > 0) scheduler.changed(revision);
  }, [revision, scheduler]);
  // Leaving the editor within the 500 ms still saves; closing the tab with a save waiting asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (scheduler.pending) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      scheduler.flush();
    };
  }, [scheduler]);

  return { scheduler, status, problem };
}
