import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LeadStage } from "@yq/form-schema/lead-stage";
import type { LeadsPage, LeadsPageLead } from "@yq/form-schema/lead-view";
import { api, unwrap } from "@/lib/api-client";

const LEADS_PAGE_SIZE = 25;

export type LeadsFilter = { stage: LeadStage | ""; q: string; page: number };

const queryOf = ({ stage, q, page }: LeadsFilter) => ({
  stage,
  q,
  page: String(page),
  pageSize: String(LEADS_PAGE_SIZE),
});

/** One page of leads, one row per visitor (GET /api/forms/:id/leads). */
const fetchLeads = (id: string, filter: LeadsFilter): Promise<LeadsPage> =>
  unwrap(api.forms[":id"].leads.$get({ param: { id }, query: queryOf(filter) }));

export type LeadItem = LeadsPageLead;

const leadsQuery = (id: string, filter: LeadsFilter) =>
  queryOptions({
    queryKey: ["forms", id, "leads", filter] as const,
    queryFn: () => fetchLeads(id, filter),
  });

export function useLeads(id: string, filter: LeadsFilter) {
  return useQuery({ ...leadsQuery(id, filter), placeholderData: keepPreviousData });
}

/** The CSV download address for the same filter (all pages); the browser sends the session cookie. */
export function leadsCsvUrl(id: string, { stage, q }: Pick<LeadsFilter, "stage" | "q">): string {
  const params = new URLSearchParams();
  if (stage) params.set("stage", stage);
  if (q.trim()) params.set("q", q.trim());
  const search = params.toString();
  return `/api/forms/${encodeURIComponent(id)}/leads.csv${search ? `?${search}` : ""}`;
}
