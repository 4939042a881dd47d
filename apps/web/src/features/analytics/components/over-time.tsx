import { dailySeries, type Funnel } from "@yq/form-schema/funnel";
import { format } from "date-fns";
import { lazy, Suspense, useMemo } from "react";
import { Skeleton } from "@/components/ui/skeleton";

// The chart library is a lazy chunk: only owners who open this tab download it.
const DailyChart = lazy(() => import("./daily-chart").then((m) => ({ default: m.DailyChart })));

const dayLabel = (day: string) => format(new Date(`${day}T12:00:00Z`), "MMM d, yyyy");

/** Views, leads and accepted quotes per day: a chart, and the same numbers as a table for screen readers. */
export function OverTime({ funnel }: { funnel: Funnel }) {
  const days = useMemo(() => dailySeries(funnel), [funnel]);
  // A flat line of zeros says less than words.
  if (days.every((d) => d.views + d.leads + d.accepted === 0))
    return <p className="text-sm text-muted-foreground">No visits in this period yet.</p>;
  return (
    <>
      <Suspense fallback={<Skeleton className="h-[260px] w-full" aria-label="Loading the chart" />}>
        <DailyChart days={days} />
      </Suspense>
      <table className="sr-only" aria-label="Views, leads and accepted quotes per day">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Leads</th>
            <th scope="col">Accepted</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td>{d.views}</td>
              <td>{d.leads}</td>
              <td>{d.accepted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
