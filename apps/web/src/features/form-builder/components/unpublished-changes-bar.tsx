import { Loader2, Rocket, Undo2 } from "lucide-react";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useForm, type FormDetail } from "@/features/forms/api/get-form";
import { useDiscardChanges } from "@/features/forms/api/discard-changes";
import { toastError, toastSuccess } from "@/lib/toast";

type Props = {
  formId: string;
  publishing: boolean;
  onPublish: () => void;
  /** The working copy is the published version again: the editor takes it. */
  onDiscarded: (detail: FormDetail) => void;
};

const DISCARD_CONFIRM_TEXT =
  "Your changes since the last publish will be lost, and the form goes back to the version visitors see now. This cannot be undone.";

/** Shown on a live form whose working copy differs from what visitors see. */
export function UnpublishedChangesBar({ formId, publishing, onPublish, onDiscarded }: Props) {
  const form = useForm(formId);
  const discard = useDiscardChanges();
  if (form.data?.status !== "published" || !form.data.unpublishedChanges) return null;

  async function discardChanges() {
    try {
      onDiscarded(await discard.mutateAsync(formId));
      toastSuccess("Changes discarded", "The form is back to its published version.");
      return true;
    } catch (err) {
      toastError("Error", `Failed to discard changes: ${errorMessage(err)}`);
      return false;
    }
  }

  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p>
        <span className="font-semibold">Unpublished changes.</span> Visitors see the last published version until you
        publish.
      </p>
      <div className="flex flex-wrap gap-2">
        <ConfirmationDialog
          trigger={
            <Button variant="outline" size="sm" disabled={publishing}>
              <Undo2 aria-hidden /> Discard changes
            </Button>
          }
          title="Discard unpublished changes?"
          description={DISCARD_CONFIRM_TEXT}
          cancelLabel="Keep editing"
          confirmLabel="Discard changes"
          pendingLabel="Discarding..."
          destructive
          onConfirm={discardChanges}
        />
        <Button size="sm" onClick={onPublish} disabled={publishing || discard.isPending}>
          {publishing ? <Loader2 className="animate-spin" /> : <Rocket aria-hidden />}
          {publishing ? "Publishing..." : "Publish changes"}
        </Button>
      </div>
    </div>
  );
}
