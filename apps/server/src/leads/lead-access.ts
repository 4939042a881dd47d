import { isUuid } from "@yq/form-schema/ids";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { tokenMatches } from "./lead-token";
import type { SubmissionRow } from "./submission-view";

// How the visitor's side reaches a lead: the public form (quotes/), the follow-up links and the
// payment at acceptance each present the lead's token, so the look-up lives with the lead and
// those domains call down into it (decision 106).

/** What a visitor hears for a lead that is missing, or not theirs. */
export const QUOTE_REQUEST_NOT_FOUND = "This quote request was not found. Please reload the page and start again.";

/** The lead's root record, only for the holder of its token; a wrong token is a missing lead. */
export async function findLead(db: Db, leadId: string, token: string | undefined): Promise<SubmissionRow> {
  const root = await leadRoot(db, leadId);
  if (!tokenMatches(token, root.leadTokenHash)) throw new HttpError(404, QUOTE_REQUEST_NOT_FOUND);
  return root;
}

/**
 * What a visitor presents for a lead: its token, or, back from Stripe Checkout where the token is
 * not at hand, the return address's key (payments/lead-checkout.ts), good for the accepted lead.
 */
export type LeadCredential = { token?: string; returnKey?: string };

/** Whether the credential opens the lead: its token, or the return key of its accepted record. */
export function holdsLead(credential: LeadCredential, root: SubmissionRow, accepted: SubmissionRow | null): boolean {
  return (
    tokenMatches(credential.token, root.leadTokenHash) ||
    (accepted !== null && tokenMatches(credential.returnKey, accepted.paymentReturnHash))
  );
}

/** The lead's root record whoever asks (the caller checks what entitles them); 404 when there is none. */
export async function leadRoot(db: Db, leadId: string): Promise<SubmissionRow> {
  if (!isUuid(leadId)) throw new HttpError(404, QUOTE_REQUEST_NOT_FOUND);
  const [root] = await db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.id, leadId),
        eq(formSubmissions.leadId, leadId),
        isNull(formSubmissions.parentSubmissionId),
      ),
    );
  if (!root) throw new HttpError(404, QUOTE_REQUEST_NOT_FOUND);
  return root;
}

export async function leadRecords(db: Pick<Db, "select">, leadId: string): Promise<SubmissionRow[]> {
  return db.select().from(formSubmissions).where(eq(formSubmissions.leadId, leadId));
}
