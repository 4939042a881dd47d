import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Submission } from "@yq/form-schema/submission";
import type { SubmissionsPage } from "@yq/form-schema/submissions-page";
import { api, unwrap } from "@/lib/api-client";

const SUBMISSIONS_PAGE_SIZE = 25;

/** One page of a form's records with the form's header (GET /api/forms/:id/submissions). */
const fetchSubmissions = (id: string, page: number): Promise<SubmissionsPage> =>
  unwrap(
    api.forms[":id"].submissions.$get({
      param: { id },
      query: { page: String(page), pageSize: String(SUBMISSIONS_PAGE_SIZE) },
    }),
  );

export type SubmissionItem = Submission;

const submissionsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: ["forms", id, "submissions", page] as const,
    queryFn: () => fetchSubmissions(id, page),
  });

export function useSubmissions(id: string, page: number) {
  return useQuery({ ...submissionsQuery(id, page), placeholderData: keepPreviousData });
}
