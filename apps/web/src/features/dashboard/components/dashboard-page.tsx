import { useEffect } from "react";
import { FileText, Inbox } from "lucide-react";
import { PlanNeededNotice } from "@/components/plan-needed-notice";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { useDashboardStats } from "@/lib/forms-api/get-dashboard-stats";
import { toastError } from "@/lib/toast";
import { StatCard } from "@/components/stat-card";

export function DashboardPage() {
  const { data, isPending, isError, error } = useDashboardStats();

  useEffect(() => {
    // A 401 already brought the Session Expired toast and the way to /auth (app shell).
    if (isError && !(error instanceof ApiError && error.status === 401)) {
      toastError("Error", "Failed to load dashboard statistics. Please try refreshing the page.");
    }
  }, [isError, error]);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">Welcome to your forms dashboard</p>
      </div>
      <PlanNeededNotice />
      {isPending ? (
        <Spinner label="Loading dashboard statistics" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <StatCard
            title="Total Forms"
            value={data?.totalForms ?? 0}
            icon={<FileText />}
            href="/forms"
            linkLabel="View your forms"
          />
          <StatCard title="Total Submissions" value={data?.totalSubmissions ?? 0} icon={<Inbox />} />
        </div>
      )}
    </div>
  );
}
