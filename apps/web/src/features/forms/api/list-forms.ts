import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** The signed-in owner's forms, newest first (GET /api/forms). */
const fetchForms = () => unwrap(api.forms.$get());

export type FormSummary = Awaited<ReturnType<typeof fetchForms>>[number];

// ["forms"] is also the prefix of every ["forms", id]; invalidate the list with exact: true
// so an open editor's cached form is not refetched underneath it.
export const formsQuery = queryOptions({
  queryKey: ["forms"] as const,
  queryFn: fetchForms,
});

export function useForms() {
  return useQuery(formsQuery);
}
