import { Loader2, Rocket, Undo2 } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useForm, type FormDetail } from "@/lib/forms-api/get-form";
import { useDiscardChanges } from "@/lib/forms-api/publish-form";
import { toastError, toastSuccess } from "@/lib/toast";

type Props = {
  formId: string;
  publishing: boolean;
  onPublish: () => void;
  /** The working copy is the published version again: the editor takes it. */
  onDiscarded: (detail: FormDetail) => void;
};

export const DISCARD_CONFIRM_TEXT =
  "Your changes since the last publish will be lost, and the form goes back to the version visitors see now. This cannot be undone.";

/** Shown on a live form whose working copy differs from what visitors see. */
export function UnpublishedChangesBar({ formId, publishing, onPublish, onDiscarded }: Props) {
  const form = useForm(formId);
  const discard = useDiscardChanges();
  const [open, setOpen] = useState(false);
  if (form.data?.status !== "published" || !form.data.unpublishedChanges) return null;

  async function confirm() {
    try {
      onDiscarded(await discard.mutateAsync(formId));
      setOpen(false);
      toastSuccess("Changes discarded", "The form is back to its published version.");
    } catch (err) {
      toastError("Error", `Failed to discard changes: ${errorMessage(err)}`);
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
        <AlertDialog open={open} onOpenChange={(next) => !discard.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" disabled={publishing}>
              <Undo2 aria-hidden /> Discard changes
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Discard unpublished changes?</AlertDialogTitle>
              <AlertDialogDescription>{DISCARD_CONFIRM_TEXT}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={discard.isPending}>Keep editing</AlertDialogCancel>
              <Button variant="destructive" onClick={confirm} disabled={discard.isPending}>
                {discard.isPending ? "Discarding..." : "Discard changes"}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <Button size="sm" onClick={onPublish} disabled={publishing || discard.isPending}>
          {publishing ? <Loader2 className="animate-spin" /> : <Rocket aria-hidden />}
          {publishing ? "Publishing..." : "Publish changes"}
        </Button>
      </div>
    </div>
  );
}
