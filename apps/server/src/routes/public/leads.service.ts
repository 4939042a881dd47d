import { randomUUID } from "node:crypto";
import { validateConsent, validateCustomerAnswers, type CustomerAnswers } from "@yq/form-schema/answers";
import type { FormDocument } from "@yq/form-schema/form-document";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { billingEnabled } from "../../billing/access";
import type { Db } from "../../db/client";
import { rawQuery } from "../../db/raw-query";
import { formSubmissions } from "../../db/schema/submissions";
import { HttpError } from "../../lib/http-error";
import { counterCtes, counterSelect, param, readCounters, throwIfOver, type LimitCheck } from "../../lib/rate-limit";
import { queueLeadEmails } from "../../mail/lead-emails";
import { newLeadToken, tokenMatches } from "./lead-token";
import { acceptingForm, cachedDocument, formHeadSql, isUuid, type FormHead } from "./public-form";

export type SubmissionRow = typeof formSubmissions.$inferSelect;

export const LEAD_NOT_FOUND = "This quote request was not found. Please reload the page and start again.";

/** Customer answers as stored: trimmed, empty means not given, disabled fields dropped. */
export function customerColumns(doc: FormDocument, answers: CustomerAnswers) {
  const enabled = new Set(doc.customerFields.fields.filter((f) => f.enabled).map((f) => f.type));
  const value = (type: keyof CustomerAnswers) => {
    const text = (answers[type] ?? "").trim();
    return enabled.has(type) && text !== "" ? text : null;
  };
  return {
    customerName: value("name"),
    customerEmail: value("email"),
    customerPhone: value("phone"),
    street: value("street"),
    city: value("city"),
    state: value("state"),
    zipcode: value("zipcode"),
  };
}

/** 400 with the spec's message for the first problem in the visitor's contact answers. */
export function assertValidContact(doc: FormDocument, answers: CustomerAnswers, consent: boolean) {
  const problem = contactProblem(doc, answers, consent);
  if (problem) throw new HttpError(400, problem.message, { "X-Error-Title": problem.title });
}

function contactProblem(doc: FormDocument, answers: CustomerAnswers, consent: boolean) {
  return [...validateCustomerAnswers(doc.customerFields, answers), ...validateConsent(doc.customerFields, consent)][0];
}

/** What the visitor sends to start a lead; `website` is the honeypot a person never fills in. */
export type LeadStart = { answers: CustomerAnswers; consent: boolean; website?: string };

type LeadStartRow = Record<string, unknown> & { head: (FormHead & { active: boolean }) | null; inserted: boolean };

const CONTACT_KEYS = ["customerName", "customerEmail", "customerPhone", "street", "city", "state", "zipcode"] as const;
const CONTACT_COLUMNS = CONTACT_KEYS.map((key) => formSubmissions[key].name);

/**
 * The lead's first record (stage consent_given, status incomplete). Its id is also its lead_id,
 * and it carries the hash of the token that every later record of the lead must present.
 *
 * One round trip in the usual case (decision 017): the lead limits (`checks`), the form's head and
 * the insert are one statement, and the row is inserted only if every limit allows it and the
 * form is published, its owner active and its content still the version the answers were checked
 * against (the cached document). Otherwise nothing is inserted and the lead takes the long way:
 * the errors in the usual order, then the current document, then a plain insert. The limits are
 * counted once either way.
 */
export async function startLead(deps: AppDeps, formId: string, checks: LimitCheck[], input: LeadStart) {
  const { answers, consent } = input;
  const cached = isUuid(formId) ? cachedDocument(formId) : undefined;
  const ready = cached !== undefined && !input.website && contactProblem(cached.document, answers, consent) === undefined;
  const id = randomUUID();
  const { token, hash } = newLeadToken();
  const contact = cached ? customerColumns(cached.document, answers) : undefined;

  const params: unknown[] = [];
  const ctes = counterCtes(checks, params);
  const last = checks.length - 1;
  const { columns, from } = counterSelect(checks);
  const head = formHeadSql(param(params, isUuid(formId) ? formId : null), param(params, billingEnabled(deps)));
  const values = [id, hash, ...CONTACT_KEYS.map((key) => contact?.[key] ?? null), consent].map((value) => param(params, value));
  const [row] = await rawQuery<LeadStartRow>(
    deps.db,
    `with ${ctes},
    head as (${head}),
    lead as (insert into form_submissions (id, lead_id, form_id, lead_token_hash, ${CONTACT_COLUMNS.join(", ")}, consent,
        status, submission_stage)
      select ${values[0]}::uuid, ${values[0]}::uuid, head.id, ${values.slice(1).join(", ")}, 'incomplete', 'consent_given'
      from head cross join c${last}
      where c${last}.count <= ${param(params, checks[last].rule.limit)} and head.status = 'published' and head.active
        and head."contentVersion" = ${param(params, cached?.version ?? null)}::uuid and ${param(params, ready)}::boolean
      returning id)
    select ${columns}, (select row_to_json(head) from head) as head, exists (select 1 from lead) as inserted from ${from}`,
    params,
  );
  throwIfOver(checks, readCounters(row, checks));
  if (row.inserted) return { leadId: id, token };

  if (input.website) throw new HttpError(400, "Failed to save your information. Please try again.");
  const { document } = await acceptingForm(deps, formId, { head: row.head });
  assertValidContact(document, answers, consent);
  await deps.db.insert(formSubmissions).values({
    id,
    formId,
    leadId: id,
    leadTokenHash: hash,
    ...customerColumns(document, answers),
    consent,
    status: "incomplete",
    submissionStage: "consent_given",
  });
  return { leadId: id, token };
}

/** The lead's root record, only for the holder of its token; a wrong token is a missing lead. */
export async function findLead(db: Db, leadId: string, token: string | undefined): Promise<SubmissionRow> {
  if (!/^[0-9a-f-]{36}$/i.test(leadId)) throw new HttpError(404, LEAD_NOT_FOUND);
  const [root] = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, leadId), eq(formSubmissions.leadId, leadId), isNull(formSubmissions.parentSubmissionId)));
  if (!root || !tokenMatches(token, root.leadTokenHash)) throw new HttpError(404, LEAD_NOT_FOUND);
  return root;
}

export async function leadRecords(db: Db, leadId: string): Promise<SubmissionRow[]> {
  return db.select().from(formSubmissions).where(eq(formSubmissions.leadId, leadId));
}

/** Mail must never fail a lead: the records are committed, so a mail problem is only logged. */
export async function notifyAfterCommit(deps: AppDeps, submissionId: string) {
  try {
    await queueLeadEmails(deps, submissionId);
  } catch (err) {
    deps.logger.error({ err, submissionId }, "could not queue lead emails");
  }
}
