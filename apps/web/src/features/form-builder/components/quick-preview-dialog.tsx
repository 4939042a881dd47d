import type { EditorModel } from "@yq/form-schema/editor-model";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LivePreview } from "./live-preview";

type Props = { model: EditorModel; open: boolean; onOpenChange: (open: boolean) => void };

/** A full-width look at the current, unsaved state (the public link shows only what is published). */
export function QuickPreviewDialog({ model, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Quick Preview</DialogTitle>
          <DialogDescription>
            Your form as customers will see it, including changes not yet published.
          </DialogDescription>
        </DialogHeader>
        {open && <LivePreview model={model} className="overflow-hidden rounded-md border" />}
      </DialogContent>
    </Dialog>
  );
}
