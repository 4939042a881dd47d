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
// Decision 125: each way of finding the lead names at most one candidate through its own index
// (the primary key, form_submissions_open_lead_email_idx and _phone_idx, whose expressions and
// predicate OPEN_LEAD and the branches repeat word for word); the best candidate is then locked by
// id and judged again on its locked version. One condition over all three ways read every open
// lead of the form at each visit.
const OPEN_LEAD = `form_id = $1 and is_test = $2 and lead_id = id and parent_submission_id is null
      and lead_stage in ('started', 'quoted')`;
const KEPT = `coalesce(id = $3::uuid and lead_token_hash = $4, false)`;
const IN_WINDOW = `$5::int > 0 and created_at > now() - make_interval(days => $5::int)`;
const SAME_EMAIL = `lower(btrim(customer_email)) = $6::text`;
const SAME_PHONE = `right(regexp_replace(customer_phone, '\\D', '', 'g'), 10) = $7::text`;
const RETURNING_SQL = `with pick as (
    select id from (
      (select id, true as kept, created_at from form_submissions
        where id = $3::uuid and lead_token_hash = $4 and ${OPEN_LEAD})
      union all
      (select id, false, created_at from form_submissions where ${OPEN_LEAD} and ${IN_WINDOW} and ${SAME_EMAIL}
        order by created_at desc, id limit 1)
      union all
      (select id, false, created_at from form_submissions where ${OPEN_LEAD} and ${IN_WINDOW} and ${SAME_PHONE}
        order by created_at desc, id limit 1)) candidates
    order by kept desc, created_at desc, id
    limit 1),
  found as (
    select id, ${KEPT} as kept
    from form_submissions
    where id = (select id from pick) and ${OPEN_LEAD}
      and (${KEPT} or (${IN_WINDOW} and (${SAME_EMAIL} or ${SAME_PHONE})))
    for update)
  update form_submissions s
  set ${CONTACT_COLUMNS.map((column, i) => `${column} = coalesce($${10 + i}::text, s.${column})`).join(", ")},
    consent = s.consent or $8, visits = s.visits + 1, last_visit_at = now(),
    lead_token_hash = case when found.kept then s.lead_token_hash else $9 end
  from found
  where s.id = found.id and s.lead_stage in ('started', 'quoted')
  returning s.id, found.kept`;

/**
 * The statement that finds and updates the visit's open lead (its text, its parameters and the
 * new token it may hand out), or null when nothing could match (no kept lead, and no window or no
 * contact answers).
 */
export function returningVisitorStatement(visit: ReturningVisit) {
  const { formId, document, answers, consent, kept, testRun } = visit;
  const keptId = kept && isUuid(kept.leadId) && kept.token ? kept.leadId : null;
  const keptHash = keptId && kept ? hashLeadToken(kept.token) : null;
  const email = sameVisitorEmail(answers.email);
  const phone = sameVisitorPhone(answers.phone);
  const days = readSameVisitorDays(document.customerFields.sameVisitorWithinDays);
  if (!keptId && (days === 0 || (!email && !phone))) return null;
  const contact = customerColumns(document, answers);
  const fresh = newLeadToken();
  const params = [formId, testRun, keptId, keptHash, days, email, phone, consent, fresh.hash];
  return { text: RETURNING_SQL, params: [...params, ...CONTACT_KEYS.map((key) => contact[key])], fresh };
}

/**
 * The visitor's open lead of this form, updated with this visit, with the token to continue it;
 * null when the visit is a new person (or the honeypot was filled: the caller refuses those).
 */
export async function returningVisitor(db: Db, visit: ReturningVisit): Promise<LeadStarted | null> {
  const statement = returningVisitorStatement(visit);
  if (!statement) return null;
  const [row] = await rawQuery<{ id: string; kept: boolean }>(db, statement.text, statement.params);
  if (!row) return null;
  return { leadId: row.id, token: row.kept && visit.kept ? visit.kept.token : statement.fresh.token };
}
