import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from "@yq/form-schema/lead-lifecycle";
import { Download, Inbox, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { SubmissionItem, SubmissionsFilter } from "../api/get-submissions";
import { leadsCsvUrl } from "../api/leads-csv";
import { useDebounced } from "../hooks/use-debounced";
import { LeadsTable } from "./leads-table";
import { Pager } from "./pager";

const ALL = "all";

export const readStage = (value: string | null): LeadStage | "" =>
  (LEAD_STAGES as readonly string[]).includes(value ?? "") ? (value as LeadStage) : "";

type Props = {
  formId: string;
  filter: SubmissionsFilter;
  /** Writes the address's query values (null removes one). */
  update: (changes: Record<string, string | null>) => void;
  page: { submissions: SubmissionItem[]; matching: number; total: number; page: number; pageSize: number };
  stale: boolean;
  onOpen: (lead: SubmissionItem) => void;
};

/** Stage filter, search, CSV, the one-row-per-lead table and its pages; all of it lives in the address. */
export function LeadsView({ formId, filter, update, page, stale, onOpen }: Props) {
  const [search, setSearch] = useState(filter.q);
  const q = useDebounced(search.trim(), 300);

  useEffect(() => {
    if (q !== filter.q) update({ q: q || null, page: null });
    // Only a settled search term rewrites the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const filtered = Boolean(filter.stage || filter.q);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search submissions"
            placeholder="Search by name, email or phone"
            className="pl-9"
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Select value={filter.stage || ALL} onValueChange={(v) => update({ stage: v === ALL ? null : v, page: null })}>
          <SelectTrigger className="md:w-52" aria-label="Filter by stage">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All stages</SelectItem>
            {LEAD_STAGES.map((s) => (
              <SelectItem key={s} value={s}>
                {LEAD_STAGE_LABELS[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button asChild variant="outline">
          <a href={leadsCsvUrl(formId, filter)} download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </div>
      {page.submissions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
          <Inbox className="size-10" aria-hidden />
          <p className="font-medium text-foreground">
            {filtered ? "No submissions match your filters" : "No submissions yet"}
          </p>
          {filtered ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSearch("");
                update({ stage: null, q: null, page: null });
              }}
            >
              Clear filters
            </Button>
          ) : (
            <p className="text-sm">Submissions appear here as soon as visitors fill in your form.</p>
          )}
        </div>
      ) : (
        <div className={stale ? "opacity-60 transition-opacity" : undefined}>
          <LeadsTable leads={page.submissions} onOpen={onOpen} />
        </div>
      )}
      <Pager
        page={page.page}
        pageSize={page.pageSize}
        total={page.matching}
        noun="submissions"
        onPage={(p) => update({ page: p > 1 ? String(p) : null })}
      />
    </div>
  );
}
