import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { cn } from "@/lib/utils";
import { dayLabel, dayName } from "../utils/calendar-days";
import { VisitCard, type VisitActions } from "./visit-card";

type Props = VisitActions & {
  days: string[];
  today: string;
  visits: ScheduledVisit[];
  isBusy: (visit: ScheduledVisit) => boolean;
  /** Shows the day as a route. */
  onShowDay: (day: string) => void;
};

/**
 * The week as seven columns from 768 px, each at least 8.5rem (the side navigation leaves a
 * tablet too little for seven, so the week scrolls sideways there); one column of days on a phone.
 */
export function WeekGrid({ days, today, visits, isBusy, onShowDay, ...actions }: Props) {
  return (
    <div className="overflow-x-auto">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[repeat(7,minmax(8.5rem,1fr))] xl:grid-cols-[repeat(7,minmax(0,1fr))] xl:gap-2">
        {days.map((day) => {
          const ofDay = visits.filter((v) => v.date === day);
          const isToday = day === today;
          return (
            <section
              key={day}
              aria-label={dayName(day)}
              className={cn("flex flex-col gap-2 rounded-lg border bg-card p-2", isToday && "border-primary")}
            >
              <h2 className="flex items-baseline justify-between gap-1 px-0.5 text-sm font-semibold">
                <span>
                  {dayLabel(day)}
                  {isToday && <span className="ml-1.5 text-xs font-medium text-primary">Today</span>}
                </span>
                {ofDay.length > 0 && (
                  <span className="flex items-baseline gap-2 text-xs font-normal text-muted-foreground">
                    {ofDay.length}
                    <button
                      type="button"
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      aria-label={`Route for ${dayName(day)}`}
                      onClick={() => onShowDay(day)}
                    >
                      Route
                    </button>
                  </span>
                )}
              </h2>
              {ofDay.length === 0 ? (
                <p className="px-0.5 text-xs text-muted-foreground">No visits</p>
              ) : (
                ofDay.map((visit) => <VisitCard key={visit.id} visit={visit} busy={isBusy(visit)} {...actions} />)
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
