import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

// The owner's test runs from the builder's preview: kept apart from the leads,
// listed on the form's submissions page and cleared from there.

const testRunsKey = (formId: string) => ["forms", formId, "test-runs"] as const;

/** The newest test runs of the form (GET /api/forms/:id/test-runs). */
export function useTestRuns(formId: string) {
  return useQuery({
    queryKey: testRunsKey(formId),
    queryFn: () =>
      unwrap(api.forms[":id"]["test-runs"].$get({ param: { id: formId }, query: { page: "1", pageSize: "10" } })),
  });
}

/** Deletes every test run of the form (DELETE /api/forms/:id/test-runs); real leads stay. */
export function useClearTestRuns(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.forms[":id"]["test-runs"].$delete({ param: { id: formId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testRunsKey(formId) }),
  });
}
