import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toastSuccess } from "@/lib/toast";
import { useCancelRest, useRestOfPlan } from "../api/visit-actions";
import { dayName } from "../utils/calendar-days";

/** How many of the days to be cancelled are listed; the count says the rest. */
const LISTED = 6;

type Props = {
  /** The visit from whose day on the plan is cancelled; the dialog is open while one is given. */
  visit: ScheduledVisit | null;
  onClose: () => void;
};

/** Asks before cancelling the rest of a plan, naming how many visits and which days. */
export function CancelRestDialog({ visit, onClose }: Props) {
  return (
    <AlertDialog open={visit !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>{visit && <CancelRest key={visit.id} visit={visit} onClose={onClose} />}</AlertDialogContent>
    </AlertDialog>
  );
}

function CancelRest({ visit, onClose }: { visit: ScheduledVisit; onClose: () => void }) {
  const rest = useRestOfPlan(visit.bookingId, visit.date, true);
  const cancel = useCancelRest();
  const days = rest.data?.days ?? [];
  const count = days.length;
  const visitsText = `${count} ${count === 1 ? "visit" : "visits"}`;
  const name = visit.customerName ?? "this customer";

  async function confirm() {
    try {
      const { cancelled } = await cancel.mutateAsync({ bookingId: visit.bookingId, from: visit.date });
      toastSuccess(
        "Plan cancelled",
        `${cancelled} ${cancelled === 1 ? "visit" : "visits"} of ${name}'s plan cancelled.`,
      );
      onClose();
    } catch {
      // Shown in the dialog (cancel.error).
    }
  }

  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>
          Cancel the rest of {visit.customerName ? `${visit.customerName}'s` : "this"} plan?
        </AlertDialogTitle>
        <AlertDialogDescription>
          {rest.data
            ? count === 0
              ? `Nothing is left to cancel from ${dayName(visit.date)} on.`
              : `This cancels ${visitsText} from ${dayName(visit.date)} on (${rest.data.scheduleText}) and frees their places. Done and skipped visits stay. We do not email ${name}: tell them yourself.`
            : "Finding the visits left in the plan…"}
        </AlertDialogDescription>
      </AlertDialogHeader>
      {rest.isPending && (
        <div role="status" aria-label="Loading the plan's visits">
          <Skeleton className="h-16" />
        </div>
      )}
      {rest.isError && (
        <Alert variant="destructive">
          {errorMessage(rest.error, "The plan's visits could not be loaded. Please try again.")}
        </Alert>
      )}
      {count > 0 && (
        <ul aria-label="Visits to cancel" className="list-disc pl-5 text-sm">
          {days.slice(0, LISTED).map((day) => (
            <li key={day}>{dayName(day)}</li>
          ))}
          {count > LISTED && <li className="list-none text-muted-foreground">and {count - LISTED} more</li>}
        </ul>
      )}
      {cancel.isError && (
        <Alert variant="destructive">
          {errorMessage(cancel.error, "The plan was not cancelled. Please try again.")}
        </Alert>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel>Keep the plan</AlertDialogCancel>
        <Button variant="destructive" disabled={count === 0 || cancel.isPending} onClick={() => void confirm()}>
          {cancel.isPending ? "Cancelling…" : count > 0 ? `Cancel ${visitsText}` : "Cancel visits"}
        </Button>
      </AlertDialogFooter>
    </>
  );
}
