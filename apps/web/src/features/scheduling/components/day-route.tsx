import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { Navigation } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { errorMessage } from "@/lib/api-client";
import { useDayRoute } from "../api/visit-actions";
import { VisitCard, type VisitActions } from "./visit-card";

type Props = VisitActions & {
  day: string;
  /** The day's visits, as the schedule lists them. */
  visits: ScheduledVisit[];
  isBusy: (visit: ScheduledVisit) => boolean;
};

/**
 * One day's visits in route order, numbered: nearest next from the business address (the server
 * works it out). Visits without a map point follow, marked; cancelled ones last. Until the route
 * arrives, or when it cannot be worked out, the visits keep the schedule's order.
 */
export function DayRoute({ day, visits, isBusy, ...actions }: Props) {
  const route = useDayRoute(day);
  const rank = new Map<string, number | "unplaced">();
  route.data?.order.forEach((id, i) => rank.set(id, i + 1));
  route.data?.unplaced.forEach((id) => rank.set(id, "unplaced"));
  const position = (v: ScheduledVisit) => {
    const stop = rank.get(v.id);
    return typeof stop === "number" ? stop : stop === "unplaced" ? 10_000 : 20_000;
  };
  const ordered = route.data ? [...visits].sort((a, b) => position(a) - position(b)) : visits;

  return (
    <section aria-label="Route" className="flex flex-col gap-2">
      {route.data && (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Navigation className="size-4" aria-hidden />
          {route.data.start
            ? `Route from ${route.data.start.label}, nearest visit next.`
            : "Route from the first visit on the map, nearest visit next. Set your business address in a form's service area to start from it."}
        </p>
      )}
      {route.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Working out the route…
        </p>
      )}
      {route.isError && (
        <Alert variant="destructive">
          The route could not be worked out: {errorMessage(route.error, "please try again.")} The visits are in booking
          order.
        </Alert>
      )}
      <ol className="flex flex-col gap-2">
        {ordered.map((visit) => (
          <li key={visit.id}>
            <VisitCard visit={visit} busy={isBusy(visit)} stop={rank.get(visit.id)} {...actions} />
          </li>
        ))}
      </ol>
    </section>
  );
}
