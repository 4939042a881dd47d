import { APP_PATHS } from "@yq/form-schema/app-paths";
import { VISIT_STATUS_LABELS, type LeadBooking, type LeadVisit } from "@yq/form-schema/lead-visits";
import { centsText } from "@yq/form-schema/money-format";
import type { VisitStatus } from "@yq/form-schema/scheduling/booking";
import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";

// The colours of the Schedule page's visit cards, so a status reads the same on both screens.
const VARIANT: Record<VisitStatus, "secondary" | "success" | "warning" | "outline"> = {
  scheduled: "secondary",
  done: "success",
  skipped: "warning",
  cancelled: "outline",
  paused: "warning",
};

type Props = {
  /** The lead's booking and visits from its work (GET /api/forms/:id/leads/:leadId); undefined while loading. */
  schedule: { booking: LeadBooking | null; visits: LeadVisit[] } | undefined;
  /** Why the lead's work could not be loaded, when it could not. */
  error: string | null;
};

/** The lead's booked series in words, each visit with its day, status and price, and the way to the Schedule. */
export function LeadVisits({ schedule, error }: Props) {
  if (error) return <p className="text-sm text-muted-foreground">The visits could not be loaded. {error}</p>;
  if (!schedule) return <p className="text-sm text-muted-foreground">Loading…</p>;
  const { booking, visits } = schedule;
  return (
    <div className="flex flex-col gap-3">
      {booking && (
        <div>
          <p className="text-sm font-medium">{booking.scheduleText}</p>
          <p className="text-xs text-muted-foreground">Dates are in the business's time zone ({booking.timeZone}).</p>
        </div>
      )}
      {visits.length === 0 ? (
        <p className="text-sm text-muted-foreground">No visits booked yet</p>
      ) : (
        <ul aria-label="Visit dates" className="flex flex-col divide-y rounded-md border">
          {visits.map((visit) => (
            <li
              key={visit.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">{calendarDayText(visit.day)}</span>
              <span className="flex items-center gap-2">
                <Badge variant={VARIANT[visit.status]}>{VISIT_STATUS_LABELS[visit.status]}</Badge>
                {visit.priceCents !== null && <span className="tabular-nums">{centsText(visit.priceCents)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={APP_PATHS.schedule}
        className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        <CalendarDays className="size-4" aria-hidden /> Open the Schedule
      </Link>
    </div>
  );
}
