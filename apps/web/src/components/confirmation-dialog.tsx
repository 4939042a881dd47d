import { useState, type ReactNode, type RefObject } from "react";
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
  /**
   * The confirmed action. When it returns a promise the dialog stays open, both buttons off and
   * Escape ignored, until the promise settles: true closes it, false (the action failed and told
   * the owner so) leaves it open to try again or cancel. Otherwise the dialog closes at once.
   */
  onConfirm: () => void | Promise<boolean>;
} & (
  | {
      /** The button that opens the dialog. */
      trigger: ReactNode;
      open?: undefined;
      /** Told when the dialog opens or closes, e.g. to clear what was typed into `children`. */
      onOpenChange?: (open: boolean) => void;
    }
  | {
      /**
       * Opened by its owner instead, for a question that comes from something other than a button
       * (a select's choice): the dialog asks `onOpenChange(false)` to close, and closes when `open`
       * turns false.
       */
      open: boolean;
      onOpenChange: (open: boolean) => void;
      trigger?: ReactNode;
      /** Where focus goes back to on closing, when no trigger opened the dialog (else the page's start). */
      returnFocus?: RefObject<HTMLElement | null>;
    }
);

/** The one "are you sure?" of the owner app: a question, Cancel and the action. */
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
  open: controlledOpen,
  onOpenChange,
  onConfirm,
  ...rest
}: Props) {
  const returnFocus = "returnFocus" in rest ? rest.returnFocus : undefined;
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = controlledOpen !== undefined;
  const open = controlled ? controlledOpen : ownOpen;
  const setOpen = (next: boolean) => {
    if (!controlled) setOwnOpen(next);
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
      {trigger !== undefined && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocus?.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
      >
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
