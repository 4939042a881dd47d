import { format } from "date-fns";
import { Activity, FileText, Settings2, Users, type LucideIcon } from "lucide-react";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toastError } from "@/lib/toast";
import { useAdminStats, type AdminStats } from "../api/admin-stats";
import { PageHeader } from "@/components/page-header";

const day = (iso: string) => format(new Date(iso), "MMM d, yyyy");

export function AdminDashboardPage() {
  const { data, isPending, isError } = useAdminStats();
  useEffect(() => {
    if (isError) toastError("Error", "Failed to load admin statistics");
  }, [isError]);

  const cards: { title: string; value: number | undefined; icon: LucideIcon; hint: string }[] = [
    { title: "Total Users", value: data?.totalUsers, icon: Users, hint: "All accounts" },
    { title: "Total Forms", value: data?.totalForms, icon: FileText, hint: "Across all accounts" },
    { title: "Active Users", value: data?.activeUsers, icon: Activity, hint: "Signed in within 30 days" },
    { title: "Settings Updated", value: data?.settingsUpdated, icon: Settings2, hint: "Forms saved today (UTC)" },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Admin Dashboard" description="Platform overview" />
      {isError && (
        <Alert variant="destructive">The statistics could not be loaded. Reload the page to try again.</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ title, value, icon: Icon, hint }) => (
          <Card key={title}>
            <CardHeader className="flex-row items-center justify-between pb-2">
              <CardTitle className="text-sm font-medium">{title}</CardTitle>
              <Icon className="size-4 text-muted-foreground" aria-hidden />
            </CardHeader>
            <CardContent>
              {isPending ? <Skeleton className="h-8 w-16" /> : <p className="text-3xl font-bold">{value ?? "—"}</p>}
              <p className="text-xs text-muted-foreground">{hint}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <RecentTable
          title="Recent Forms"
          columns={["Name", "Created By", "Date"]}
          empty="No forms yet"
          loading={isPending}
          rows={(data?.recentForms ?? []).map((f) => ({ id: f.id, cells: [f.name, f.createdBy, day(f.createdAt)] }))}
        />
        <RecentTable
          title="Recent Submissions"
          columns={["Form", "Customer", "Date"]}
          empty="No submissions yet"
          loading={isPending}
          rows={(data?.recentSubmissions ?? []).map((s: AdminStats["recentSubmissions"][number]) => ({
            id: s.id,
            cells: [s.formName, s.customer || "Not provided", day(s.createdAt)],
          }))}
        />
      </div>
    </div>
  );
}

function RecentTable(props: {
  title: string;
  columns: string[];
  rows: { id: string; cells: string[] }[];
  empty: string;
  loading: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Table aria-label={props.title}>
          <TableHeader>
            <TableRow>
              {props.columns.map((c) => (
                <TableHead key={c}>{c}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {props.loading ? (
              <TableRow>
                <TableCell colSpan={3}>
                  <Skeleton className="h-5 w-full" />
                </TableCell>
              </TableRow>
            ) : props.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3} className="text-center text-muted-foreground">
                  {props.empty}
                </TableCell>
              </TableRow>
            ) : (
              props.rows.map((row) => (
                <TableRow key={row.id}>
                  {row.cells.map((cell, i) => (
                    // Names wrap even without spaces (a pasted URL); the date stays on one line.
                    <TableCell
                      key={i}
                      className={
                        i === row.cells.length - 1
                          ? "whitespace-nowrap"
                          : `[overflow-wrap:anywhere] ${i === 0 ? "font-medium" : ""}`
                      }
                    >
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
