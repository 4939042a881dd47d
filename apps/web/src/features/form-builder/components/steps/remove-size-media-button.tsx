import { YARD_SIZE_LABELS, type YardSize } from "@yq/form-schema/constants";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/lib/toast";
import { useRemoveSizeMedia } from "@/features/media/api/remove-size-media";

type Props = { formId: string; size: YardSize; onRemoved: () => void };

/**
 * Removes the size's media on the server: every file uploaded for this size of this form, not
 * only the chosen one, so it asks first. The choice is cleared only once the server has done it.
 */
export function RemoveSizeMediaButton({ formId, size, onRemoved }: Props) {
  const removal = useRemoveSizeMedia(formId, size);
  const label = YARD_SIZE_LABELS[size].toLowerCase();

  async function remove() {
    try {
      await removal.mutateAsync();
      onRemoved();
      toastSuccess("Success", "Media removed successfully");
      return true;
    } catch (err) {
      console.warn("Could not remove media", err);
      toastError("Error", "Failed to remove media");
      return false;
    }
  }

  return (
    <ConfirmationDialog
      trigger={
        <Button variant="ghost" size="sm">
          Remove Media
        </Button>
      }
      title={`Remove the ${label} yard media?`}
      description={`Visitors will no longer see a picture or video on the ${label} yard card, and every file uploaded for the ${label} yard of this form is deleted. This cannot be undone.`}
      confirmLabel="Remove Media"
      pendingLabel="Removing..."
      destructive
      onConfirm={remove}
    />
  );
}
