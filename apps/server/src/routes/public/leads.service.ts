import { randomUUID } from "node:crypto";
import { validateConsent, validateCustomerAnswers, type CustomerAnswers } from "@yq/form-schema/answers";
import type { FormDocument } from "@yq/form-schema/form-document";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Db } from "../../db/client";
import { formSubmissions } from "../../db/schema/submissions";
import { HttpError } from "../../lib/http-error";
import { queueLeadEmails } from "../../mail/lead-emails";
import { newLeadToken, tokenMatches } from "./lead-token";
import { acceptingForm, type PrefetchedHead } from "./public-form";

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
  const [problem] = [...validateCustomerAnswers(doc.customerFields, answers), ...validateConsent(doc.customerFields, consent)];
  if (problem) throw new HttpError(400, problem.message, { "X-Error-Title": problem.title });
}

/**
 * The lead's first record (stage consent_given, status incomplete). Its id is also its lead_id,
 * and it carries the hash of the token that every later record of the lead must present.
 */
export async function startLead(
  deps: AppDeps,
  formId: string,
  answers: CustomerAnswers,
  consent: boolean,
  prefetched?: PrefetchedHead,
) {
  const { document } = await acceptingForm(deps, formId, prefetched);
  assertValidContact(document, answers, consent);
  const id = randomUUID();
  const { token, hash } = newLeadToken();
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
