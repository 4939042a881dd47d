import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { AllLeadsPage } from "@yq/form-schema/all-leads";
import type { LeadStage, LeadStatus } from "@yq/form-schema/lead-lifecycle";
import { api, unwrap } from "@/lib/api-client";

/** The Leads screen's filters as the address keeps them; dates are the owner's calendar days (YYYY-MM-DD). */
export type AllLeadsFilter = {
  formId: string;
  status: LeadStatus | "";
  stage: LeadStage | "";
  from: string;
  to: string;
};

export type AllLeadsItem = AllLeadsPage["leads"][number];

/** The start of a calendar day in the browser's time zone, as an instant; `days` later for the range's end. */
function startOfDay(day: string, days = 0): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year, month - 1, date + days).toISOString();
}

/**
 * Only the filters that are set: the unfiltered first page is the bare address, one request
 * whose answer carries the rows and the forms alike.
 */
function searchOf(filter: AllLeadsFilter, cursor: string | null): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.formId) query.formId = filter.formId;
  if (filter.status) query.status = filter.status;
  if (filter.stage) query.stage = filter.stage;
  if (filter.from) query.from = startOfDay(filter.from);
  // The last day counts whole: the range ends where the next day starts.
  if (filter.to) query.to = startOfDay(filter.to, 1);
  if (cursor) query.cursor = cursor;
  return query;
}

/** GET /api/forms/leads/all: a page of every form's leads, newest first, then older pages by cursor. */
const allLeadsQuery = (filter: AllLeadsFilter) =>
  infiniteQueryOptions({
    queryKey: ["leads", "all", filter] as const,
    queryFn: ({ pageParam }): Promise<AllLeadsPage> =>
      unwrap(api.forms.leads.all.$get({ query: searchOf(filter, pageParam) })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAllLeads(filter: AllLeadsFilter, enabled: boolean) {
  return useInfiniteQuery({ ...allLeadsQuery(filter), enabled, placeholderData: keepPreviousData });
}
