import type { AppDeps } from "../app-env";
import { findLead } from "../leads/lead-access";
import { storeLeadVideo } from "../media/lead-videos";
import { acceptingForm } from "./public-form";

/** A video for the lead, from the holder of its token, while its form still takes quotes. */
export async function receiveLeadVideo(
  deps: AppDeps,
  leadId: string,
  token: string | undefined,
  request: Request,
  declaredSize: number | null,
) {
  const root = await findLead(deps.db, leadId, token);
  await acceptingForm(deps, root.formId);
  return storeLeadVideo(deps, root, request, declaredSize);
}
