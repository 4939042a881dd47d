import { wholeNumberText } from "@yq/form-schema/number-text";
import { changedParams } from "@/lib/changed-params";
import { useQueryClient } from "@tanstack/react-query";
import type { SubmissionsForm } from "@yq/form-schema/submissions-page";
import { FileQuestion, Inbox } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useAllLeads, type AllLeadsItem } from "../api/get-all-leads";
import { AllLeadsFilters, isFiltered, rangeProblem, readAllLeadsFilter } from "./all-leads-filters";
import { fromLead, type DetailsRecord } from "./details-record";
import { LeadsTable } from "./leads-table";
import { LazyDetailsDialog, preloadDetailsDialog } from "./lazy-details-dialog";

type Opened = { form: SubmissionsForm; record: DetailsRecord };

/** A message in the list's place: nothing yet, nothing matching, a form that is not there. */
function Notice({ icon, title, children }: { icon: typeof Inbox; title: string; children: ReactNode }) {
  const Icon = icon;
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
      <Icon className="size-10" aria-hidden />
      <p className="font-medium text-foreground">{title}</p>
      {children}
    </div>
  );
}

/**
 * Every lead of the owner's forms in one list, newest first (/leads): the filters live in the
 * address, the first answer carries the first rows and the forms alike, and "Load more" follows
 * the server's cursor (apps/server/src/leads/all-leads.service.ts).
 */
export function AllLeadsPage() {
  const [params, setParams] = useSearchParams();
  const filter = readAllLeadsFilter(params);
  const badRange = rangeProblem(filter) !== null;
  const query = useAllLeads(filter, !badRange);
  const shown = useDeferredData(query.data, query.isPending);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [lastForm, setLastForm] = useState<SubmissionsForm | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => changedParams(prev, changes), { replace: true });

  const pages = shown.data?.pages ?? [];
  const firstForms = pages[0]?.forms;
  const forms = useMemo(() => firstForms ?? [], [firstForms]);
  const formsById = useMemo(() => new Map(forms.map((f) => [f.id, f])), [forms]);
  const leads = pages.flatMap((p) => p.leads);
  const notFound = query.isError && query.error instanceof ApiError && query.error.status === 404;

  function open(lead: AllLeadsItem) {
    const form = formsById.get(lead.formId);
    if (!form) return;
    setLastForm(form);
    setOpened({ form, record: fromLead(lead) });
  }
  function close() {
    setOpened(null);
    // The dialog may have changed the lead's status or deleted it.
    void queryClient.invalidateQueries({ queryKey: ["leads", "all"] });
  }

  let body: ReactNode;
  if (badRange) {
    body = null;
  } else if (notFound) {
    body = (
      <Notice icon={FileQuestion} title="Form not found">
        <p className="text-sm">The form in this address is not one of yours, or it was deleted.</p>
        <Button variant="outline" size="sm" onClick={() => update({ form: null })}>
          Show leads of every form
        </Button>
      </Notice>
    );
  } else if (query.isError && !query.data) {
    body = (
      <Alert variant="destructive" className="flex-col">
        <p className="font-medium">Your leads could not be loaded.</p>
        <p>{errorMessage(query.error, "Please try again.")}</p>
        <div>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  } else if (shown.isPending) {
    body = <Spinner className="py-12" label="Loading leads" />;
  } else if (leads.length === 0) {
    body = isFiltered(filter) ? (
      <Notice icon={Inbox} title="No leads match your filters">
        <Button
          variant="outline"
          size="sm"
          onClick={() => update({ form: null, status: null, stage: null, from: null, to: null })}
        >
          Clear filters
        </Button>
      </Notice>
    ) : (
      <Notice icon={Inbox} title="No leads yet">
        <p className="text-sm">
          Leads from all your forms appear here as soon as visitors fill them in.{" "}
          <Link to="/forms" className="font-medium text-foreground underline underline-offset-4">
            {forms.length ? "Go to your forms" : "Create your first form"}
          </Link>
        </p>
      </Notice>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <LeadsTable leads={leads} onOpen={open} formOf={(lead) => formsById.get(lead.formId)?.name ?? "—"} />
        </div>
        <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
          <p className="text-muted-foreground" aria-live="polite">
            Showing {wholeNumberText(leads.length)} {leads.length === 1 ? "lead" : "leads"}
            {query.hasNextPage ? ", newest first" : ": that is every lead"}
            {isFiltered(filter) ? " matching your filters." : "."}
          </p>
          {query.hasNextPage && (
            <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? "Loading more..." : "Load more leads"}
            </Button>
          )}
        </div>
        {query.isFetchNextPageError && (
          <p role="alert" className="text-center text-sm text-destructive">
            More leads could not be loaded: {errorMessage(query.error, "please try again")}.
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Leads" description="Every lead from all your forms, newest first." />
      <Card onPointerOver={preloadDetailsDialog} onFocus={preloadDetailsDialog}>
        <CardContent className="flex flex-col gap-4 p-3 sm:p-4">
          <AllLeadsFilters filter={filter} forms={forms} update={update} />
          {body}
        </CardContent>
      </Card>
      {lastForm && (
        <LazyDetailsDialog form={opened?.form ?? lastForm} record={opened?.record ?? null} onClose={close} />
      )}
    </div>
  );
}
