import { Trash2 } from "lucide-react";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useDeleteForm } from "../api/delete-form";
import { toastError, toastSuccess } from "@/lib/toast";

export const DELETE_CONFIRM_TEXT =
  "Are you sure you want to delete this form? This will also delete all associated form submissions. This action cannot be undone.";

export function DeleteFormDialog({ formId, formName }: { formId: string; formName: string }) {
  const deletion = useDeleteForm();

  async function remove() {
    try {
      await deletion.mutateAsync(formId);
      toastSuccess("Success", "Form and all its submissions deleted successfully");
      return true;
    } catch (err) {
      // The dialog stays open so the owner can try again or cancel.
      toastError("Error", `Failed to delete form: ${errorMessage(err)}`);
      return false;
    }
  }

  return (
    <ConfirmationDialog
      trigger={
        <Button variant="outline" size="sm" className="text-destructive hover:bg-red-50 hover:text-destructive">
          <Trash2 aria-hidden />
          Delete Form
        </Button>
      }
      title={`Delete ${formName ? `"${formName}"` : "this form"}?`}
      description={DELETE_CONFIRM_TEXT}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      onConfirm={remove}
    />
  );
}
