import { wholeNumberText } from "@yq/form-schema/number-text";
import { changedParams } from "@/lib/changed-params";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { toastError } from "@/lib/toast";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useSubmissions } from "../api/get-submissions";
import { FormNotFound } from "@/components/form-not-found";
import { fromLead, type DetailsRecord } from "./details-record";
import { LeadsView, readStage } from "./leads-view";
import { LazyDetailsDialog, preloadDetailsDialog } from "./lazy-details-dialog";
import { TestRunsSection } from "./test-runs-section";

const statusOf = (err: unknown) => (err instanceof ApiError ? err.status : null);

/**
 * One view of a form's submissions, one row per lead: the header and table of
 * docs/product.md (Submissions and leads) with the stage filter, search, badges and CSV.
 */
export function SubmissionsPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = {
    stage: readStage(params.get("stage")),
    q: params.get("q") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const query = useSubmissions(id, filter);
  const shown = useDeferredData(query.data, query.isPending);
  const [open, setOpen] = useState<DetailsRecord | null>(null);
  // Mounted from the first opening on, so it can animate its closing.
  const [dialogUsed, setDialogUsed] = useState(false);
  // 404 shows "Form not found"; 401 is the app-wide Session Expired flow.
  const failed = query.isError && statusOf(query.error) !== 404 && statusOf(query.error) !== 401;

  useEffect(() => {
    if (!failed) return;
    toastError("Error", "Failed to load forms. Please try signing in again.");
    navigate("/auth", { replace: true });
  }, [failed, navigate]);

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => changedParams(prev, changes), { replace: true });

  if (query.isError && statusOf(query.error) === 404) return <FormNotFound />;
  if (shown.isPending || query.isError || !shown.data) return <Spinner label="Loading submissions" />;

  const { form, total } = shown.data;
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
          <p className="mt-2 text-sm font-medium">{wholeNumberText(total)} total submissions</p>
        </div>
      </div>
      <Card onPointerOver={preloadDetailsDialog} onFocus={preloadDetailsDialog}>
        <CardContent className="p-2 sm:p-4">
          <LeadsView
            formId={form.id}
            filter={filter}
            update={update}
            page={shown.data}
            stale={query.isPlaceholderData}
            onOpen={(lead) => {
              setOpen(fromLead(lead));
              setDialogUsed(true);
            }}
          />
        </CardContent>
      </Card>
      <TestRunsSection formId={form.id} />
      {dialogUsed && <LazyDetailsDialog form={form} record={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
