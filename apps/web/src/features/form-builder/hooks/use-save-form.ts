import { useRef, useState } from "react";
import type { FormStatus } from "@yq/form-schema/constants";
import { toFormPayload, type EditorModel } from "@yq/form-schema/editor-model";
import { ApiError, errorMessage } from "@/lib/api-client";
import { usePublishForm } from "@/features/forms/api/publish-form";
import { useUpdateForm } from "@/features/forms/api/update-form";
import { toastError, toastSuccess } from "@/lib/toast";
import type { ChangeModel } from "./use-editor-model";
import type { AutosaveScheduler } from "./autosave-scheduler";
import type { CreateOnce } from "./use-form-creation";

type Options = {
  modelRef: { current: EditorModel };
  revision: number;
  replace: ChangeModel;
  scheduler: AutosaveScheduler;
  /** A new form's one create, shared with autosave (useFormCreation). */
  createOnce: CreateOnce;
  onPublished: () => void;
};

/**
 * Save Draft and Publish Form: the first save inserts and keeps the id, later saves update;
 * publishing a saved form stores its next published version. Autosave waits while this runs.
 */
export function useSaveForm({ modelRef, revision, replace, scheduler, createOnce, onPublished }: Options) {
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
      // A new form is created with this document; if autosave's create is on its way, this waits
      // for it and then saves as for any saved form.
      const created = existingId ? null : await createOnce(document);
      const id = existingId ?? created!.id;
      // Otherwise the create stored the document with its status.
      if (!created?.created && status === "published") await publish.mutateAsync({ id, document });
      else if (!created?.created) await update.mutateAsync({ id, document });
      replace((m) => ({ ...m, basicInfo: { ...m.basicInfo, status } }));
      savedRevision = startedAt;
      if (status === "published") onPublished();
      else toastSuccess("Success", created?.created ? "Form created successfully" : "Form saved successfully");
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
