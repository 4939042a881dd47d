import type { EditorModel } from "@yq/form-schema/editor-model";

// TEMPORARY until packages/quote-form lands: the frame only.
export function LivePreview({ model, className }: { model: EditorModel; className?: string }) {
  return (
    <div className={className}>
      <div className="p-4 text-sm text-muted-foreground">Preview of {model.basicInfo.name}</div>
    </div>
  );
}
