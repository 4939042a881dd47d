import type { LeadStep } from "@yq/form-schema/public-payloads";
import { isUuid } from "@yq/form-schema/ids";
import type { Db } from "../db/client";
import { rawQuery } from "../db/raw-query";
import { HttpError } from "../lib/http-error";
import { hashLeadToken } from "../leads/lead-token";
import { QUOTE_REQUEST_NOT_FOUND } from "../leads/lead-access";

// The token is compared in the statement (its hash is the stored one), so a step is one round
// trip; a step already recorded stays as first reached.
const STEP_SQL = `with root as (
    select id, form_id from form_submissions
    where id = $1 and lead_id = $1 and parent_submission_id is null and lead_token_hash = $2),
  stored as (insert into lead_steps (lead_id, form_id, step)
    select id, form_id, $3 from root on conflict do nothing returning lead_id)
  select (select count(*) from root)::int as found, (select count(*) from stored)::int as inserted`;

/** Records that the lead reached `step` (once); 404 for a wrong lead or token. Returns whether it was new. */
export async function recordLeadStep(db: Db, leadId: string, token: string | undefined, step: LeadStep) {
  if (!isUuid(leadId) || !token) throw new HttpError(404, QUOTE_REQUEST_NOT_FOUND);
  const [row] = await rawQuery<{ found: number; inserted: number }>(db, STEP_SQL, [leadId, hashLeadToken(token), step]);
  if (!row || row.found === 0) throw new HttpError(404, QUOTE_REQUEST_NOT_FOUND);
  return row.inserted > 0;
}
