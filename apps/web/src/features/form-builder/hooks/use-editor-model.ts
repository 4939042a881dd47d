import { useCallback, useRef, useState } from "react";
import type { EditorModel } from "@yq/form-schema/editor-model";

export type ChangeModel = (update: (model: EditorModel) => EditorModel) => void;

/**
 * The builder's unsaved state. Every owner edit goes through `change`, which bumps `revision`:
 * autosave watches the revision, so state set by a save itself (the new id, the status) uses
 * `replace` and never triggers another save.
 */
export function useEditorModel(initial: EditorModel) {
  const [model, setModel] = useState(initial);
  const [revision, setRevision] = useState(0);
  const modelRef = useRef(model);
  modelRef.current = model;

  const change: ChangeModel = useCallback((update) => {
    setModel((current) => {
      const next = update(current);
      modelRef.current = next;
      return next;
    });
    setRevision((r) => r + 1);
  }, []);

  const replace: ChangeModel = useCallback((update) => {
    setModel((current) => {
      const next = update(current);
      modelRef.current = next;
      return next;
    });
  }, []);

  return { model, modelRef, revision, change, replace };
}
