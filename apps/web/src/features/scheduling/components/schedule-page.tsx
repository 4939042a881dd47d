import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { CalendarDays, ChevronLeft, ChevronRight, Settings2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useAvailability } from "../api/get-availability";
import { useVisits } from "../api/get-visits";
import { useMarkVisitDone } from "../api/mark-visit-done";
import { useSkipVisit } from "../api/skip-visit";
import { useMarkDayDone } from "../api/visit-actions";
import { useScheduleWeek } from "../hooks/use-schedule-week";
import { dayName, weekLabel } from "../utils/calendar-days";
import { CancelRestDialog } from "./cancel-rest-dialog";
import { DayRoute } from "./day-route";
import { MoveVisitDialog } from "./move-visit-dialog";
import { WeekGrid } from "./week-grid";

const AVAILABILITY_PATH = "/schedule/availability";
const linkClass = "font-medium text-foreground underline underline-offset-4";

/** /schedule: the week's visits day by day, or one day as a route, marked done or skipped as the crews go. */
export function SchedulePage() {
  const availability = useAvailability();
  // Until the business's zone arrives the browser's picks the week: the visits are asked for at
  // once, and the two disagree on the week only around midnight of a Sunday.
  const week = useScheduleWeek(availability.data?.timeZone);
  const first = week.days[0]!;
  const last = week.days[6]!;
  const visits = useVisits(first, last);
  const loaded = useDeferredData(visits.data, visits.isPending);
  const done = useMarkVisitDone();
  const skip = useSkipVisit();
  const dayDone = useMarkDayDone();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState<ScheduledVisit | null>(null);
  const [cancelling, setCancelling] = useState<ScheduledVisit | null>(null);

  function mark(action: typeof done, failure: string) {
    return async (visit: ScheduledVisit) => {
      setBusy((ids) => new Set(ids).add(visit.id));
      try {
        await action.mutateAsync(visit.id);
      } catch (err) {
        toastError(failure, `${visit.customerName ?? "This visit"}: ${errorMessage(err, "please try again.")}`);
      } finally {
        setBusy((ids) => new Set([...ids].filter((id) => id !== visit.id)));
      }
    };
  }
  const actions = {
    onDone: mark(done, "Not marked done"),
    onSkip: mark(skip, "Not skipped"),
    onMove: setMoving,
    onCancelRest: setCancelling,
  };
  const isBusy = (visit: ScheduledVisit) =>
    busy.has(visit.id) || (dayDone.isPending && dayDone.variables === visit.date);

  const list = loaded.data?.visits ?? [];
  // The day whose visits "Mark all done" marks: the day on screen, or today in the week.
  const markDay = week.day ?? (week.isCurrentWeek ? week.today : null);
  const markable =
    markDay && markDay <= week.today ? list.filter((v) => v.date === markDay && v.status === "scheduled") : [];

  async function markAll(day: string) {
    try {
      const { done: count } = await dayDone.mutateAsync(day);
      toastSuccess("Marked done", `${count} ${count === 1 ? "visit" : "visits"} of ${dayName(day)} marked done.`);
    } catch (err) {
      toastError("Not marked done", errorMessage(err, "Please try again."));
    }
  }

  const shown = week.day ? list.filter((v) => v.date === week.day) : list;
  let body;
  if (loaded.isPending) {
    body = (
      <div role="status" aria-label="Loading visits" className="grid grid-cols-1 gap-3 md:grid-cols-7">
        {(week.day ? [week.day] : week.days).map((day) => (
          <Skeleton key={day} className="h-32" />
        ))}
      </div>
    );
  } else if (visits.isError && !visits.data) {
    body = (
      <Alert variant="destructive" className="flex-col">
        <p className="font-medium">The visits could not be loaded.</p>
        <p>{errorMessage(visits.error, "Please try again.")}</p>
        <div>
          <Button variant="outline" size="sm" onClick={() => void visits.refetch()} disabled={visits.isFetching}>
            {visits.isFetching ? "Retrying…" : "Try again"}
          </Button>
        </div>
      </Alert>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-lg border py-12 text-center text-muted-foreground">
        <CalendarDays className="size-10" aria-hidden />
        <p className="font-medium text-foreground">{week.day ? "No visits this day" : "No visits this week"}</p>
        <p className="max-w-md px-4 text-sm">
          Visits appear here when customers pick their first visit after accepting a quote.{" "}
          <Link to={AVAILABILITY_PATH} className={linkClass}>
            Set when you can come →
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <div className={visits.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
        {week.day ? (
          <DayRoute key={week.day} day={week.day} visits={shown} isBusy={isBusy} {...actions} />
        ) : (
          <WeekGrid
            days={week.days}
            today={week.today}
            visits={list}
            isBusy={isBusy}
            onShowDay={week.showDay}
            {...actions}
          />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Schedule" description="The visits your customers booked, day by day.">
        <Button asChild variant="outline">
          <Link to={AVAILABILITY_PATH}>
            <Settings2 aria-hidden />
            When you can come
          </Link>
        </Button>
      </PageHeader>
      {availability.data && !availability.data.availability.bookingOn && (
        <Alert>
          <p>
            Customers cannot pick a visit yet: booking is off.{" "}
            <Link to={AVAILABILITY_PATH} className={linkClass}>
              Turn it on in When you can come
            </Link>
          </p>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="View" className="flex">
          <Button
            variant={week.day ? "outline" : "secondary"}
            aria-pressed={!week.day}
            className="rounded-r-none"
            onClick={week.showWeek}
          >
            Week
          </Button>
          <Button
            variant={week.day ? "secondary" : "outline"}
            aria-pressed={Boolean(week.day)}
            className="-ml-px rounded-l-none"
            onClick={() => week.showDay(week.day ?? (week.isCurrentWeek ? week.today : first))}
          >
            Day
          </Button>
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={week.day ? "Previous day" : "Previous week"}
          onClick={week.previous}
        >
          <ChevronLeft />
        </Button>
        <Button
          variant="outline"
          onClick={week.thisWeek}
          disabled={week.day ? week.day === week.today : week.isCurrentWeek}
        >
          Today
        </Button>
        <Button variant="outline" size="icon" aria-label={week.day ? "Next day" : "Next week"} onClick={week.next}>
          <ChevronRight />
        </Button>
        <p className="ml-1 font-medium" aria-live="polite">
          {week.day ? dayName(week.day) : weekLabel(first, last)}
        </p>
        {markDay && markable.length > 0 && (
          <Button
            variant="secondary"
            className="sm:ml-auto"
            disabled={dayDone.isPending}
            onClick={() => void markAll(markDay)}
          >
            {markDay === week.today ? "Mark all of today's done" : `Mark all of ${dayName(markDay)} done`}
          </Button>
        )}
      </div>
      {body}
      <MoveVisitDialog visit={moving} today={week.today} onClose={() => setMoving(null)} />
      <CancelRestDialog visit={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
