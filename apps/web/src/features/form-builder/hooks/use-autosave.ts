import { useEffect, useRef, useState } from "react";
import { toFormPayload, type EditorModel } from "@yq/form-schema/editor-model";
import { ApiError } from "@/lib/api-client";
import { useUpdateForm } from "@/lib/forms-api/update-form";
import { AutosaveScheduler } from "./autosave-scheduler";

export type AutosaveStatus = "idle" | "saving" | "saved" | "failed";

/** Saves a form that has an id 500 ms after the last change, silently (no toast). */
export function useAutosave(id: string | null, revision: number, modelRef: { current: EditorModel }) {
  const update = useUpdateForm();
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  // Why the last autosave was refused (a published form missing something), shown under the title.
  const [problem, setProblem] = useState<string | null>(null);
  const idRef = useRef(id);
  idRef.current = id;
  const mutateRef = useRef(update.mutateAsync);
  mutateRef.current = update.mutateAsync;

  const [scheduler] = useState(
    () =>
      new AutosaveScheduler({
        save: async () => {
          const formId = idRef.current;
          if (!formId) return;
          setStatus("saving");
          await mutateRef.current({ id: formId, document: toFormPayload(modelRef.current) });
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
    if (id && revision > 0) scheduler.changed(revision);
  }, [id, revision, scheduler]);
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
