import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from "@yq/form-schema/lead-stage";
import { Download, Search, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { leadsCsvUrl, useLeads, type LeadItem } from "../api/get-leads";
import { useDebounced } from "../hooks/use-debounced";
import { LeadsTable } from "./leads-table";
import { Pager } from "./pager";

const ALL = "all";

const readStage = (value: string | null): LeadStage | "" =>
  (LEAD_STAGES as readonly string[]).includes(value ?? "") ? (value as LeadStage) : "";

/** One row per visitor with its furthest stage; filter, search and page live in the address. */
export function LeadsView({ formId, onOpen }: { formId: string; onOpen: (lead: LeadItem) => void }) {
  const [params, setParams] = useSearchParams();
  const stage = readStage(params.get("stage"));
  const page = Math.max(1, Number(params.get("leadsPage")) || 1);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const q = useDebounced(search.trim(), 300);
  const leads = useLeads(formId, { stage, q, page });

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (q !== (params.get("q") ?? "")) update({ q: q || null, leadsPage: null });
    // Only a settled search term rewrites the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const data = leads.data;
  const filtered = Boolean(stage || q);

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
            aria-label="Search leads"
            placeholder="Search by name, email or phone"
            className="pl-9"
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Select value={stage || ALL} onValueChange={(v) => update({ stage: v === ALL ? null : v, leadsPage: null })}>
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
          <a href={leadsCsvUrl(formId, { stage, q })} download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </div>
      {leads.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Loading leads">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : leads.isError ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-sm text-muted-foreground">Failed to load leads. {leads.error.message}</p>
          <Button variant="outline" onClick={() => leads.refetch()}>
            Try again
          </Button>
        </div>
      ) : data && data.leads.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
          <Users className="size-10" aria-hidden />
          <p className="font-medium text-foreground">{filtered ? "No leads match your filters" : "No leads yet"}</p>
          {filtered ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSearch("");
                update({ stage: null, q: null, leadsPage: null });
              }}
            >
              Clear filters
            </Button>
          ) : (
            <p className="text-sm">A lead starts when a visitor ticks the consent box on your form.</p>
          )}
        </div>
      ) : (
        data && (
          <div className={leads.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <LeadsTable leads={data.leads} onOpen={onOpen} />
          </div>
        )
      )}
      {data && (
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          noun="leads"
          onPage={(p) => update({ leadsPage: String(p) })}
        />
      )}
    </div>
  );
}
