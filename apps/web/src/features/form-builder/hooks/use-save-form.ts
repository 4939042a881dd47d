import { useRef, useState } from "react";
import type { FormStatus } from "@yq/form-schema/constants";
import { toFormPayload, type EditorModel } from "@yq/form-schema/editor-model";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useCreateForm } from "@/lib/forms-api/create-form";
import { usePublishForm } from "@/lib/forms-api/publish-form";
import { useUpdateForm } from "@/lib/forms-api/update-form";
import { toastError, toastSuccess } from "@/lib/toast";
import type { ChangeModel } from "./use-editor-model";
import type { AutosaveScheduler } from "./autosave-scheduler";

type Options = {
  modelRef: { current: EditorModel };
  revision: number;
  replace: ChangeModel;
  scheduler: AutosaveScheduler;
  /** After the first save: the form now has an id. */
  onCreated: (id: string) => void;
  onPublished: () => void;
};

/**
 * Save Draft and Publish Form: the first save inserts and keeps the id, later saves update;
 * publishing a saved form stores its next published version. Autosave waits while this runs.
 */
export function useSaveForm({ modelRef, revision, replace, scheduler, onCreated, onPublished }: Options) {
  const create = useCreateForm();
  const update = useUpdateForm();
  const publish = usePublishForm();
  const [saving, setSaving] = useState<FormStatus | null>(null);
  // A double click must not insert two forms: the state update lands only after a render.
  const busy = useRef(false);

  async function save(status: FormStatus) {
    if (busy.current) return;
    busy.current = true;
    const startedAt = revision;
    const model = modelRef.current;
    const document = { ...toFormPayload(model), status };
    const existingId = model.basicInfo.id;
    setSaving(status);
    scheduler.manualStarted();
    let savedRevision: number | null = null;
    try {
      if (existingId && status === "published") {
        await publish.mutateAsync({ id: existingId, document });
      } else if (existingId) {
        await update.mutateAsync({ id: existingId, document });
      } else {
        const created = await create.mutateAsync(document);
        replace((m) => ({ ...m, basicInfo: { ...m.basicInfo, id: created.id } }));
        onCreated(created.id);
      }
      replace((m) => ({ ...m, basicInfo: { ...m.basicInfo, status } }));
      savedRevision = startedAt;
      if (status === "published") onPublished();
      else toastSuccess("Success", existingId ? "Form saved successfully" : "Form created successfully");
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        toastError("Form Limit Reached", err.message);
      } else if (err instanceof ApiError && err.status === 400) {
        // Publishing checks what a visitor needs; the server says what is missing.
        toastError("Error", `Failed to save form. ${errorMessage(err)}`);
      } else {
        toastError("Error", "Failed to save form");
      }
    } finally {
      busy.current = false;
      setSaving(null);
      scheduler.manualFinished(savedRevision);
    }
  }

  return { save, saving };
}
