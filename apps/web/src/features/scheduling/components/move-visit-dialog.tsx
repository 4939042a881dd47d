import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import type { ClosedReason, DayPlaces } from "@yq/form-schema/scheduling/schedule-actions";
import { addDays, differenceInCalendarDays } from "date-fns";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toastSuccess } from "@/lib/toast";
import { useDayPlaces, useMoveVisit } from "../api/visit-actions";
import { dayLabel, dayName, toDate, toDay } from "../utils/calendar-days";

/** The days the dialog shows places for: from a week before the visit (today at the earliest), 62 days (what GET /api/schedule/days answers at most). */
const LOOK_BACK_DAYS = 7;
const SPAN_DAYS = 61;
/** How many open days nearest the visit are offered as one-tap picks. */
const SUGGESTED = 5;

const CLOSED_TEXT: Record<ClosedReason, string> = {
  not_worked: "Closed: not one of your working days.",
  blackout: "Closed: one of your closed days.",
  out_of_season: "Closed: outside your season.",
};

function dayStatusText(day: string, today: string, places: DayPlaces | undefined): string {
  if (!day) return "Pick the new day.";
  if (day < today) return "That day is in the past.";
  if (!places) return "";
  if (places.reason) return CLOSED_TEXT[places.reason];
  const left = places.capacity - places.taken;
  return places.status === "full"
    ? `Full: all ${places.capacity} places are taken.`
    : `Open: ${left} of ${places.capacity} ${places.capacity === 1 ? "place" : "places"} left.`;
}

type Props = {
  /** The visit to move; the dialog is open while one is given. */
  visit: ScheduledVisit | null;
  /** Today in the business's zone. */
  today: string;
  onClose: () => void;
};

/** Moves a visit to another day: the day's places shown as it is picked, the server's refusal shown in place. */
export function MoveVisitDialog({ visit, today, onClose }: Props) {
  return (
    <Dialog open={visit !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {visit && <MoveVisitForm key={visit.id} visit={visit} today={today} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function MoveVisitForm({ visit, today, onClose }: { visit: ScheduledVisit; today: string; onClose: () => void }) {
  const name = visit.customerName ?? "the customer";
  const [day, setDay] = useState("");
  const move = useMoveVisit();
  // The weeks around the visit: a visit usually moves a few days.
  const weekBefore = toDay(addDays(toDate(visit.date), -LOOK_BACK_DAYS));
  const first = weekBefore > today ? weekBefore : today;
  const days = useDayPlaces(first, toDay(addDays(toDate(first), SPAN_DAYS)), true);
  const statusId = useId();
  const inputId = useId();
  const byDate = new Map((days.data?.days ?? []).map((d) => [d.date, d]));
  const picked = byDate.get(day);
  const refused = (day !== "" && day < today) || picked?.status === "closed" || picked?.status === "full";
  const distance = (d: DayPlaces) => Math.abs(differenceInCalendarDays(toDate(d.date), toDate(visit.date)));
  const suggestions = (days.data?.days ?? [])
    .filter((d) => d.status === "open" && d.date !== visit.date)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, SUGGESTED)
    .sort((a, b) => a.date.localeCompare(b.date));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!day || refused) return;
    try {
      await move.mutateAsync({ visitId: visit.id, day });
      toastSuccess("Visit moved", `${visit.customerName ?? "The customer"} now has it on ${dayName(day)}.`);
      onClose();
    } catch {
      // The refusal is shown in the dialog (move.error).
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Move {visit.customerName ? `${visit.customerName}'s` : "this"} visit</DialogTitle>
        <DialogDescription>
          Now on {dayName(visit.date)}. We email {name} the new day with a new calendar invite.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>New day</Label>
        <Input
          id={inputId}
          type="date"
          min={today}
          value={day}
          onChange={(e) => {
            setDay(e.target.value);
            move.reset();
          }}
          aria-describedby={statusId}
          aria-invalid={refused || undefined}
          required
        />
        <p
          id={statusId}
          aria-live="polite"
          className={refused ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
        >
          {days.isPending && day ? "Checking the day…" : dayStatusText(day, today, picked)}
        </p>
      </div>
      {suggestions.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Open days nearby</p>
          <div className="flex flex-wrap gap-1.5">
            {suggestions.map((d) => (
              <Button
                key={d.date}
                type="button"
                size="sm"
                variant={d.date === day ? "default" : "outline"}
                aria-pressed={d.date === day}
                onClick={() => {
                  setDay(d.date);
                  move.reset();
                }}
              >
                {dayLabel(d.date)}
              </Button>
            ))}
          </div>
        </div>
      )}
      {days.isError && (
        <p className="text-sm text-muted-foreground">
          The open days could not be loaded; the day is checked when you move.
        </p>
      )}
      {move.isError && (
        <Alert variant="destructive">{errorMessage(move.error, "The visit was not moved. Please try again.")}</Alert>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Keep the day
        </Button>
        <Button type="submit" disabled={!day || refused || move.isPending}>
          {move.isPending ? "Moving…" : "Move visit"}
        </Button>
      </DialogFooter>
    </form>
  );
}
