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
   * What the person fills in before confirming (a typed confirmation, a password), shown between
   * the question and the buttons; `confirmDisabled` keeps the action off until it is complete.
   */
  children?: ReactNode;
  confirmDisabled?: boolean;
  /** Told when the dialog opens or closes, e.g. to clear what was typed into `children`. */
  onOpenChange?: (open: boolean) => void;
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
  children,
  confirmDisabled = false,
  onOpenChange,
  onConfirm,
}: Props) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
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
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button
            variant={destructive ? "destructive" : "default"}
            onClick={() => void confirm()}
            disabled={pending || confirmDisabled}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
