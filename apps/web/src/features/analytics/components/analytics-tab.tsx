import { conversionRate } from "@yq/form-schema/analytics";
import { ANALYTICS_PERIOD_LABELS, ANALYTICS_PERIODS, type AnalyticsPeriod, type Funnel } from "@yq/form-schema/funnel";
import { ClipboardList, Eye, TrendingUp } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { StatCard } from "@/components/stat-card";
import { useAnalytics } from "../api/get-analytics";
import { AcceptedValue, FunnelTable, SourcesTable } from "./funnel-table";
import { OverTime } from "./over-time";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Views, submissions (visitors who started a lead) and the conversion rate between them, for the
 * period, with the rounding rule of form-schema's conversionRate.
 */
export function AnalyticsHeadline({ funnel }: { funnel: Funnel }) {
  const { views, started } = funnel.steps;
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="analytics-cards">
      <StatCard title="Views" value={views} icon={<Eye />} />
      <StatCard title="Submissions" value={started} icon={<ClipboardList />} />
      <StatCard
        title="Conversion Rate"
        value={`${conversionRate({ views, submissions: started })}%`}
        icon={<TrendingUp />}
      />
    </div>
  );
}

/** The funnel of a chosen period, counted on the server from stored events. */
export function AnalyticsTab({ formId }: { formId: string }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>("30");
  const analytics = useAnalytics(formId, period);
  const funnel = analytics.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Select value={period} onValueChange={(v) => setPeriod(v as AnalyticsPeriod)}>
          <SelectTrigger className="sm:w-48" aria-label="Period">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ANALYTICS_PERIODS.map((p) => (
              <SelectItem key={p} value={p}>
                {ANALYTICS_PERIOD_LABELS[p]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button asChild variant="outline">
          <Link to={`/forms/${formId}/submissions`}>View All Submissions</Link>
        </Button>
      </div>
      {analytics.isError ? (
        <Alert variant="destructive">
          <div className="flex flex-wrap items-center gap-2">
            The numbers could not be loaded. {analytics.error.message}
            <Button size="sm" variant="outline" onClick={() => void analytics.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : !funnel ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Loading analytics">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-4" aria-busy={analytics.isFetching}>
          <AnalyticsHeadline funnel={funnel} />
          <Panel title="Funnel">
            <FunnelTable funnel={funnel} />
          </Panel>
          <Panel title="Over time">
            <OverTime funnel={funnel} />
          </Panel>
          <Panel title="Accepted value">
            <AcceptedValue funnel={funnel} />
          </Panel>
          <Panel title="Conversion by source">
            <SourcesTable funnel={funnel} />
          </Panel>
        </div>
      )}
    </div>
  );
}
