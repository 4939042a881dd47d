import { YARD_SIZE_LABELS, type YardSize } from "@yq/form-schema/constants";
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
import { toastError, toastSuccess } from "@/lib/toast";
import { useRemoveSizeMedia } from "../../api/delete-media";

type Props = { formId: string; size: YardSize; onRemoved: () => void };

/**
 * Removes the size's media on the server: every file uploaded for this size of this form, not
 * only the chosen one, so it asks first. The choice is cleared only once the server has done it.
 */
export function RemoveSizeMediaButton({ formId, size, onRemoved }: Props) {
  const [open, setOpen] = useState(false);
  const removal = useRemoveSizeMedia(formId, size);
  const label = YARD_SIZE_LABELS[size].toLowerCase();

  async function confirm() {
    try {
      await removal.mutateAsync();
      onRemoved();
      setOpen(false);
      toastSuccess("Success", "Media removed successfully");
    } catch (err) {
      console.warn("Could not remove media", err);
      toastError("Error", "Failed to remove media");
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !removal.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm">
          Remove Media
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove the {label} yard media?</AlertDialogTitle>
          <AlertDialogDescription>
            Visitors will no longer see a picture or video on the {label} yard card, and every file uploaded for the{" "}
            {label} yard of this form is deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={removal.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={removal.isPending}>
            {removal.isPending ? "Removing..." : "Remove Media"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
