import { api, unwrap } from "@/lib/api-client";
import { useVisitMutation } from "./get-visits";

/** POST /api/schedule/visits/:visitId/skip */
export const useSkipVisit = () =>
  useVisitMutation("skipped", (visitId: string) =>
    unwrap(api.schedule.visits[":visitId"].skip.$post({ param: { visitId } })),
  );
