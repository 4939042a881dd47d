import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ScheduledVisit, VisitStatus } from "@yq/form-schema/scheduling/booking";
import { api, unwrap } from "@/lib/api-client";

type VisitsAnswer = { visits: ScheduledVisit[] };

const VISITS_KEY = ["schedule", "visits"] as const;

/** GET /api/schedule/visits: the visits from `from` to `to`, both calendar days of the business, both included. */
const visitsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...VISITS_KEY, from, to] as const,
    queryFn: (): Promise<VisitsAnswer> => unwrap(api.schedule.visits.$get({ query: { from, to } })),
  });

/** The previous week stays on screen, dimmed, while the next one loads. */
export function useVisits(from: string, to: string) {
  return useQuery({ ...visitsQuery(from, to), placeholderData: keepPreviousData });
}

const withStatus = (visitId: string, status: VisitStatus) => (answer: VisitsAnswer | undefined) =>
  answer && { visits: answer.visits.map((v) => (v.id === visitId ? { ...v, status } : v)) };

/**
 * Marking a visit shows at once (the crew taps it on the lawn, often on a slow connection); a
 * refusal puts the weeks back as they were and the caller says why.
 */
export function useVisitMutation(status: VisitStatus, send: (visitId: string) => Promise<{ visit: ScheduledVisit }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (visitId) => {
      await queryClient.cancelQueries({ queryKey: VISITS_KEY });
      const before = queryClient.getQueriesData<VisitsAnswer>({ queryKey: VISITS_KEY });
      queryClient.setQueriesData<VisitsAnswer>({ queryKey: VISITS_KEY }, withStatus(visitId, status));
      return { before };
    },
    onError: (_err, _visitId, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    // The server's visit whole: marking it done may have charged it ("Paid" or "Payment failed").
    onSuccess: ({ visit }) =>
      queryClient.setQueriesData<VisitsAnswer>(
        { queryKey: VISITS_KEY },
        (answer) => answer && { visits: answer.visits.map((v) => (v.id === visit.id ? visit : v)) },
      ),
  });
}
