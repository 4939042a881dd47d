import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { BilledSubmissionsPage } from "@yq/form-schema/lead-billing";
import type { LeadStage } from "@yq/form-schema/lead-lifecycle";
import { api, unwrap } from "@/lib/api-client";

const SUBMISSIONS_PAGE_SIZE = 25;

export type SubmissionsFilter = { stage: LeadStage | ""; q: string; page: number };

/** One page of a form's submissions, one per lead, with the form's header (GET /api/forms/:id/submissions). */
const fetchSubmissions = (id: string, { stage, q, page }: SubmissionsFilter): Promise<BilledSubmissionsPage> =>
  unwrap(
    api.forms[":id"].submissions.$get({
      param: { id },
      query: { stage, q, page: String(page), pageSize: String(SUBMISSIONS_PAGE_SIZE) },
    }),
  );

export type SubmissionItem = BilledSubmissionsPage["submissions"][number];

const submissionsQuery = (id: string, filter: SubmissionsFilter) =>
  queryOptions({
    queryKey: ["forms", id, "submissions", filter] as const,
    queryFn: () => fetchSubmissions(id, filter),
  });

export function useSubmissions(id: string, filter: SubmissionsFilter) {
  return useQuery({ ...submissionsQuery(id, filter), placeholderData: keepPreviousData });
}
