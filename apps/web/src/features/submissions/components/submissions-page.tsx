import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api-client";
import { toastError } from "@/lib/toast";
import { useSubmissions } from "../api/get-submissions";
import { fromLead, fromSubmission, type DetailsRecord } from "./details-record";
import { FormNotFound } from "@/components/form-not-found";
import { LeadsView } from "./leads-view";
import { Pager } from "./pager";
import { SubmissionDetailsDialog } from "./submission-details-dialog";
import { SubmissionsTable } from "./submissions-table";

const statusOf = (err: unknown) => (err instanceof ApiError ? err.status : null);

export function SubmissionsPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const view = params.get("view") === "leads" ? "leads" : "submissions";
  const query = useSubmissions(id, page);
  const [open, setOpen] = useState<DetailsRecord | null>(null);
  // 404 shows "Form not found"; 401 is the app-wide Session Expired flow.
  const failed = query.isError && statusOf(query.error) !== 404 && statusOf(query.error) !== 401;

  useEffect(() => {
    if (!failed) return;
    toastError("Error", "Failed to load forms. Please try signing in again.");
    navigate("/auth", { replace: true });
  }, [failed, navigate]);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === "view" ? false : true },
    );

  if (query.isError && statusOf(query.error) === 404) return <FormNotFound />;
  if (query.isPending || query.isError) return <Spinner label="Loading submissions" />;

  const { form, total, submissions, pageSize } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Link
          to={`/forms/${form.id}/details`}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Form Details
        </Link>
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-bold tracking-tight">{form.name}</h1>
          {form.description && <p className="mt-1 whitespace-pre-line text-muted-foreground">{form.description}</p>}
          <p className="mt-2 text-sm font-medium">{total.toLocaleString("en-US")} total submissions</p>
        </div>
      </div>
      <Tabs value={view} onValueChange={(v) => setParam("view", v === "leads" ? "leads" : null)}>
        <TabsList>
          <TabsTrigger value="submissions">Submissions</TabsTrigger>
          <TabsTrigger value="leads">Leads</TabsTrigger>
        </TabsList>
        <TabsContent value="submissions">
          <Card>
            <CardContent className="flex flex-col gap-4 p-2 sm:p-4">
              <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
                <SubmissionsTable submissions={submissions} onOpen={(s) => setOpen(fromSubmission(s))} />
              </div>
              <Pager
                page={page}
                pageSize={pageSize}
                total={total}
                noun="submissions"
                onPage={(p) => setParam("page", p > 1 ? String(p) : null)}
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="leads">
          <Card>
            <CardContent className="p-2 sm:p-4">
              <LeadsView formId={form.id} onOpen={(lead) => setOpen(fromLead(lead))} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <SubmissionDetailsDialog form={form} record={open} onClose={() => setOpen(null)} />
    </div>
  );
}
