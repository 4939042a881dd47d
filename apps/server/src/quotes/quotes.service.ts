import { isUuid } from "@yq/form-schema/ids";
import { randomUUID } from "node:crypto";
import { validateConsent, validateCustomerAnswers, type CustomerAnswers } from "@yq/form-schema/answers";
import { customerColumns } from "@yq/form-schema/contact-columns";
import type { ContactPayload as LeadStart, LeadStarted } from "@yq/form-schema/public-payloads";
import type { FormDocument } from "@yq/form-schema/form-document";
import { trafficSourceOf } from "@yq/form-schema/traffic-source";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { allowedUpTo, throwIfOver, tooManyRequests, type LimitCheck } from "../lib/rate-limit";
import { leadRecords, leadRoot } from "../leads/lead-access";
import { startLeadCheckout, type PaymentCredential } from "../payments/lead-checkout";
import type { SubmissionRow } from "../leads/submission-view";
import { insertLead, type LeadInsertOutcome } from "./lead-insert.sql";
import { returningVisitor, type KeptLead } from "./returning-visitor.sql";
import { newLeadToken } from "../leads/lead-token";
import { acceptingForm, cachedDocument, type PrefetchedHead } from "./public-form";
import { versionDocument } from "../lib/form-snapshots";

/** 400 with answers.ts's (@yq/form-schema) message for the first problem in the visitor's contact answers. */
export function assertValidContact(doc: FormDocument, answers: CustomerAnswers, consent: boolean) {
  const problem = contactProblem(doc, answers, consent);
  if (problem) throw new HttpError(400, problem.message, { "X-Error-Title": problem.title });
}

function contactProblem(doc: FormDocument, answers: CustomerAnswers, consent: boolean) {
  return [...validateCustomerAnswers(doc.customerFields, answers), ...validateConsent(doc.customerFields, consent)][0];
}

/**
 * Who starts the lead, beyond their answers: the lead their browser kept from an earlier visit,
 * and whether the form's owner runs it as a test from the preview (checked by the caller, from a
 * signed test-run token, never from the address alone).
 */
export type Visitor = { kept: KeptLead | null; testRun: boolean };

/** The two limits a new lead counts: its address first, then (only if that allows it) its form. */
export type LeadLimits = { perIp: LimitCheck; perForm: LimitCheck };

/**
 * The lead's first record (stage consent_given, status incomplete). Its id is also its lead_id,
 * and it carries the hash of the token that every later record of the lead must present.
 *
 * One round trip in the usual case (decisions 017, 018): the answers are checked against the
 * cached document, the form's limit is a hit from this process's lease on it (or a new
 * reservation), and the address limit, the form's head and the insert are one statement
 * (lead-insert.sql.ts). When the statement does not store the record, the lead takes the long way:
 * the errors in the usual order, then the current document, then the same statement without its
 * limits. The limits are counted once either way.
 */
export async function startLead(
  deps: AppDeps,
  formId: string,
  limits: LeadLimits,
  input: LeadStart,
  visitor: Visitor = { kept: null, testRun: false },
) {
  const { answers, consent } = input;
  const knownId = isUuid(formId) ? formId : null;
  const cached = knownId ? cachedDocument(knownId) : undefined;
  const ready =
    cached !== undefined && !input.website && contactProblem(cached.document, answers, consent) === undefined;
  const { testRun } = visitor;
  // A visitor who was here before continues their lead: no new lead, no limit
  // counted. Without the checked document at hand, the long way below asks the same.
  const returning = (document: FormDocument) =>
    returningVisitor(deps.db, { formId, document, answers, consent, ...visitor }).then(
      (lead) => lead && { lead, wantsStartedWebhook: false, returning: true, document },
    );
  if (cached && ready) {
    const continued = await returning(cached.document);
    if (continued) return continued;
  }
  const id = randomUUID();
  const { token, hash } = newLeadToken();
  // Read from the page addresses here, so the stored tags are what the addresses say.
  const source = trafficSourceOf(input.source);
  const hidden = input.hidden && Object.keys(input.hidden).length ? input.hidden : null;
  const formHit = await deps.counterLeases.acquire(limits.perForm.key, limits.perForm.rule);
  if (formHit.kind === "full") throw tooManyRequests(limits.perForm.message, formHit.retryAfterSeconds);
  const checks = formHit.kind === "leased" ? [limits.perIp] : [limits.perIp, { ...limits.perForm, ...formHit.check }];
  let outcome: LeadInsertOutcome | undefined;
  try {
    outcome = await insertLead(deps, {
      id,
      tokenHash: hash,
      formId: knownId,
      contact: cached ? customerColumns(cached.document, answers) : null,
      consent,
      source,
      hidden,
      version: cached?.version ?? null,
      ready,
      testRun,
      checks,
    });
  } finally {
    // A reservation that failed settles with nothing, so the next lead reserves again.
    if (formHit.kind === "reserve") formHit.settle(outcome?.counters[1] ?? null);
  }
  const { counters } = outcome;
  if (formHit.kind === "leased" && counters[0]!.count > allowedUpTo(limits.perIp)) formHit.giveBack();
  throwIfOver(checks, counters);
  if (outcome.inserted) return startedLead(id, token, outcome, cached!.document);

  if (input.website) throw new HttpError(400, "Failed to save your information. Please try again.");
  // The long way stores through the same statement, its limits already counted: the record goes
  // in only if the form still takes leads at the version the answers were checked against. An
  // owner publishing at that moment sends the lead round again with the new version.
  let head = outcome.head;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { document, version } = await acceptingForm(deps, formId, { head });
    assertValidContact(document, answers, consent);
    const continued = attempt === 0 && !ready ? await returning(document) : null;
    if (continued) return continued;
    const contact = customerColumns(document, answers);
    const stored = await insertLead(deps, {
      id,
      tokenHash: hash,
      formId,
      contact,
      consent,
      source,
      hidden,
      version,
      ready: true,
      testRun,
      checks: [],
    });
    if (stored.inserted) return startedLead(id, token, stored, document);
    head = stored.head;
  }
  throw new HttpError(503, "This form was changing while your request was saved. Please try again.", {
    "Retry-After": "1",
  });
}

// The document the answers were checked against goes with the lead, so the service area needs no
// second read of it (service-area.service.ts).
const startedLead = (leadId: string, token: string, outcome: LeadInsertOutcome, document: FormDocument) => ({
  lead: { leadId, token } satisfies LeadStarted,
  // A test run tells no webhook; fan-out.ts checks the lead again.
  wantsStartedWebhook: outcome.wantsStartedWebhook,
  returning: false,
  document,
});

/**
 * The form as the lead's visitor saw it: the published version the lead was started on, so a later
 * answer is checked and priced against what the visitor was shown (the form must still be live).
 */
export async function leadDocument(
  deps: AppDeps,
  root: Pick<SubmissionRow, "formId" | "formVersion">,
  prefetched?: PrefetchedHead,
): Promise<FormDocument> {
  const state = await acceptingForm(deps, root.formId, prefetched);
  if (root.formVersion === null || root.formVersion === state.publishedVersion) return state.document;
  return (await versionDocument(deps.db, root.formId, root.formVersion)) ?? state.document;
}

export type LeadTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Runs `write` with the lead's root record locked (FOR UPDATE; PGlite runs one transaction at a
 * time anyway), handing it the lead's records as they are now. Two requests for one lead then
 * decide one after the other on what is stored: the check and its insert are one step.
 */
export async function withLeadLock<T>(
  db: Db,
  leadId: string,
  write: (tx: LeadTx, records: SubmissionRow[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, leadId))
      .for("update");
    return write(tx, await leadRecords(tx, leadId));
  });
}

/** Stripe Checkout for the lead's payment (payments/lead-checkout.ts), with the form as its visitor saw it. */
export async function startLeadPayment(
  deps: AppDeps,
  leadId: string,
  credential: PaymentCredential,
  hostPage: string | undefined,
) {
  // The owner's test run takes no money; the token is checked by the checkout.
  if ((await leadRoot(deps.db, leadId)).isTest) {
    throw new HttpError(409, "This is a test run from the form's preview, so no payment is taken.");
  }
  return startLeadCheckout(deps, leadId, credential, hostPage, (root) => leadDocument(deps, root));
}
