import { isUuid } from "@yq/form-schema/ids";
import { readSameVisitorDays, sameVisitorEmail, sameVisitorPhone } from "@yq/form-schema/lead-identity";
import { customerColumns, CONTACT_KEYS } from "@yq/form-schema/contact-columns";
import type { CustomerAnswers } from "@yq/form-schema/answers";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { LeadStarted } from "@yq/form-schema/public-payloads";
import type { Db } from "../db/client";
import { rawQuery } from "../db/raw-query";
import { hashLeadToken, newLeadToken } from "../leads/lead-token";
import { CONTACT_COLUMNS } from "./lead-insert.sql";

/** The lead the visitor's browser kept (its id and token), when it sent one. */
export type KeptLead = { leadId: string; token: string };

export type ReturningVisit = {
  formId: string;
  document: FormDocument;
  answers: CustomerAnswers;
  consent: boolean;
  kept: KeptLead | null;
  /** A test run joins only the owner's test runs, a visit only real leads. */
  testRun: boolean;
};

// One person, one lead per form. The open lead (stage started or quoted: nothing
// answered yet) the visit belongs to: first the one whose token the browser kept, else the newest
// one of the form with the same email or phone started within the owner's window. The lead takes
// the visit's contact answers (a blank one keeps what was stored), counts the visit and, when it
// was found by its contact answers, a new token: the other browser's token stops working, and the
// visitor continues here. An answered lead is not joined: the accept stores one answer per lead,
// so a new quote after an answer is a new lead. One statement, the root locked while it decides.
const RETURNING_SQL = `with found as (
    select id, coalesce(id = $3::uuid and lead_token_hash = $4, false) as kept
    from form_submissions
    where form_id = $1 and lead_id = id and parent_submission_id is null and is_test = $2
      and lead_stage in ('started', 'quoted')
      and (coalesce(id = $3::uuid and lead_token_hash = $4, false)
        or ($5::int > 0 and created_at > now() - make_interval(days => $5::int)
          and (lower(btrim(customer_email)) = $6::text
            or right(regexp_replace(customer_phone, '\\D', '', 'g'), 10) = $7::text)))
    order by 2 desc, created_at desc, id
    limit 1
    for update)
  update form_submissions s
  set ${CONTACT_COLUMNS.map((column, i) => `${column} = coalesce($${10 + i}::text, s.${column})`).join(", ")},
    consent = s.consent or $8, visits = s.visits + 1, last_visit_at = now(),
    lead_token_hash = case when found.kept then s.lead_token_hash else $9 end
  from found
  where s.id = found.id and s.lead_stage in ('started', 'quoted')
  returning s.id, found.kept`;

/**
 * The visitor's open lead of this form, updated with this visit, with the token to continue it;
 * null when the visit is a new person (or the honeypot was filled: the caller refuses those).
 */
export async function returningVisitor(db: Db, visit: ReturningVisit): Promise<LeadStarted | null> {
  const { formId, document, answers, consent, kept, testRun } = visit;
  const keptId = kept && isUuid(kept.leadId) && kept.token ? kept.leadId : null;
  const keptHash = keptId && kept ? hashLeadToken(kept.token) : null;
  const email = sameVisitorEmail(answers.email);
  const phone = sameVisitorPhone(answers.phone);
  const days = readSameVisitorDays(document.customerFields.sameVisitorWithinDays);
  if (!keptId && (days === 0 || (!email && !phone))) return null;
  const fresh = newLeadToken();
  const contact = customerColumns(document, answers);
  const [row] = await rawQuery<{ id: string; kept: boolean }>(db, RETURNING_SQL, [
    formId,
    testRun,
    keptId,
    keptHash,
    days,
    email,
    phone,
    consent,
    fresh.hash,
    ...CONTACT_KEYS.map((key) => contact[key]),
  ]);
  if (!row) return null;
  return { leadId: row.id, token: row.kept && kept ? kept.token : fresh.token };
}
