import { api, unwrap } from "@/lib/api-client";
import { useVisitMutation } from "./get-visits";

/** POST /api/schedule/visits/:visitId/done */
export const useMarkVisitDone = () =>
  useVisitMutation("done", (visitId: string) =>
    unwrap(api.schedule.visits[":visitId"].done.$post({ param: { visitId } })),
  );
