import { useState, type ReactNode } from "react";
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

type Props = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The confirming button's words while the action runs; by default its usual words. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** A red confirming button, for an action that destroys something; otherwise the primary look. */
  destructive?: boolean;
  /**
   * The confirmed action. When it returns a promise the dialog stays open, both buttons off and
   * Escape ignored, until the promise settles: true closes it, false (the action failed and told
   * the owner so) leaves it open to try again or cancel. Otherwise the dialog closes at once.
   */
  onConfirm: () => void | Promise<boolean>;
};

/** The one "are you sure?" of the owner app (decision 076): a question, Cancel and the action. */
export function ConfirmationDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel = confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  onConfirm,
}: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) return setOpen(false);
    setPending(true);
    try {
      if (await result) setOpen(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button variant={destructive ? "destructive" : "default"} onClick={() => void confirm()} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
