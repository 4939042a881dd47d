import { Trash2 } from "lucide-react";
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
import { useDeleteForm } from "@/lib/forms-api/delete-form";
import { toastError, toastSuccess } from "@/lib/toast";

export const DELETE_CONFIRM_TEXT =
  "Are you sure you want to delete this form? This will also delete all associated form submissions. This action cannot be undone.";

export function DeleteFormDialog({ formId, formName }: { formId: string; formName: string }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteForm();

  async function confirm() {
    try {
      await deletion.mutateAsync(formId);
      setOpen(false);
      toastSuccess("Success", "Form and all its submissions deleted successfully");
    } catch (err) {
      // The dialog stays open so the owner can try again or cancel.
      toastError("Error", `Failed to delete form: ${errorMessage(err)}`);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:bg-red-50 hover:text-destructive">
          <Trash2 aria-hidden />
          Delete Form
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {formName ? `"${formName}"` : "this form"}?</AlertDialogTitle>
          <AlertDialogDescription>{DELETE_CONFIRM_TEXT}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deletion.isPending}>
            {deletion.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
