import { conversionRate } from "@yq/form-schema/analytics";
import { Eye, Percent, Send } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { FormDetail } from "@/lib/forms-api/get-form";

function StatCard({ title, value, icon }: { title: string; value: string; icon: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value}</p>
      </CardContent>
    </Card>
  );
}

export function AnalyticsTab({ form }: { form: FormDetail }) {
  const { views, submissions } = form.analytics;
  const icon = "size-5 text-muted-foreground";
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="Views" value={views.toLocaleString("en-US")} icon={<Eye className={icon} aria-hidden />} />
        <StatCard
          title="Submissions"
          value={submissions.toLocaleString("en-US")}
          icon={<Send className={icon} aria-hidden />}
        />
        <StatCard
          title="Conversion Rate"
          value={`${conversionRate({ views, submissions })}%`}
          icon={<Percent className={icon} aria-hidden />}
        />
      </div>
      <div>
        <Button asChild>
          <Link to={`/forms/${form.id}/submissions`}>View All Submissions</Link>
        </Button>
      </div>
    </div>
  );
}
