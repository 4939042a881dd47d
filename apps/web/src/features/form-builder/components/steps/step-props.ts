import type { EditorModel } from "@yq/form-schema/editor-model";
import type { ChangeModel } from "../../hooks/use-editor-model";

export type StepProps = { model: EditorModel; change: ChangeModel };
