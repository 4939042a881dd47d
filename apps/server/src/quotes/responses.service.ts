import {
  CONTACT_KEYS,
  contactColumnsFrom,
  customerColumns,
  type ContactColumns,
} from "@yq/form-schema/contact-columns";
import { randomUUID } from "node:crypto";
import { validateServiceSelection, type CustomerAnswers } from "@yq/form-schema/answers";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import type { LeadResponseRequest, QuoteChoice } from "@yq/form-schema/public-payloads";
import { checkQuoteChoice, resolveUpsellSelection } from "@yq/form-schema/quote-choice";
import { needsProjectDetails } from "@yq/form-schema/quote";
import { quoteSnapshot } from "@yq/form-schema/quote-snapshot";
import { resultMessage } from "@yq/form-schema/result-message";
import { richTextToPlainText } from "@yq/form-schema/rich-text";
import type { AppDeps } from "../app-env";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import type { LimitCheck } from "../lib/rate-limit";
import { leadMails } from "../mail/lead-emails";
import { readAnswerContext, type LeadRoot } from "./accept-read.sql";
import { insertAnswer } from "./answer-insert.sql";
import {
  assertValidContact,
  findLead,
  LEAD_NOT_FOUND,
  leadDocument,
  leadRecords,
  notifyAfterCommit,
  notifyOwnerSystems,
  withLeadLock,
  type SubmissionRow,
} from "./quotes.service";
import { applyMeasuredLawn } from "./measured-lawn";
import { acceptPayment } from "../payments/accept-payment";
import { leadPayment } from "@yq/form-schema/payment";
import { acceptingForm } from "./public-form";
import { videoBelongsToLead } from "./video.service";

export type ResponseInput = QuoteChoice & { answers?: CustomerAnswers; lawn?: MeasuredLawn };

/**
 * The response request as recordResponse takes it. A missing service gets the message the form
 * shows for it (validateServiceSelection), not a schema error.
 */
export function responseInput(request: Omit<LeadResponseRequest, "token">): ResponseInput {
  const { serviceType, ...rest } = request;
  const [missing] = validateServiceSelection({ serviceType, yardSize: rest.yardSize });
  if (missing || !serviceType) throw new HttpError(400, missing?.message ?? "Please select a service type");
  return { ...rest, serviceType };
}

// A retry that names no frequency (one price offered) matches the stored one.
const sameChoice = (row: SubmissionRow, choice: QuoteChoice) =>
  row.serviceType === choice.serviceType &&
  (row.yardSize ?? null) === (choice.yardSize ?? null) &&
  row.responseStatus === choice.responseStatus &&
  (choice.frequency === undefined ||
    choice.frequency === (row.quote?.chosen?.frequency ?? null) ||
    choice.responseStatus === "decline");

/**
 * The complete record (stage complete, status pending) linked to the consent record. One per
 * lead: repeating the same answer (a retry after a lost reply) returns the stored record, a
 * different one is refused. Two round trips in the usual case (decision 035): the limit, the lead
 * and its form's head in one statement, then the record with its count and its emails in another
 * (answer-insert.sql.ts), each answer priced here against the version of the form its visitor saw.
 */
export async function recordResponse(
  deps: AppDeps,
  leadId: string,
  token: string | undefined,
  input: ResponseInput,
  limit: LimitCheck,
) {
  const context = await readAnswerContext(deps, leadId, token, limit);
  const { root, head, notificationSettings, business, chargesEnabled } = context;
  const { lawn, ...choice } = input;
  // A measured lawn prices this answer from the area the server computes (measured-lawn.ts).
  const measured = applyMeasuredLawn(await leadDocument(deps, root, { head }), choice, lawn);
  const document = measured.document;
  const problem = checkQuoteChoice(document, input);
  if (problem) throw new HttpError(400, problem);
  if (input.answers) assertValidContact(document, input.answers, root.consent);
  const videoUrl = (input.videoUrl ?? "").trim() || null;
  if (videoUrl && !(await videoBelongsToLead(deps, root, videoUrl))) {
    throw new HttpError(400, "The uploaded video was not found. Please upload it again.");
  }

  const contact = input.answers ? customerColumns(document, input.answers) : pickContact(root);
  const project = needsProjectDetails(input.serviceType, input.yardSize);
  const answer = {
    id: randomUUID(),
    leadId,
    formId: root.formId,
    contact,
    consent: root.consent,
    serviceType: input.serviceType,
    yardSize: input.serviceType === "mowing" ? (input.yardSize ?? null) : null,
    projectDetails: project ? (input.projectDetails ?? "").trim() || null : null,
    videoUrl: project ? videoUrl : null,
    responseStatus: input.responseStatus,
    // A request (no price shown) got its own wording on the result step (decision 090).
    messageShown: richTextToPlainText(
      resultMessage(document, project && input.responseStatus === "accept" ? "request" : input.responseStatus).message,
    ),
    quote: quoteSnapshot(document, input),
    createdAt: new Date(),
    ...measured.columns,
  };
  // Read with the lead in the same statement: a form asking for nothing costs no query more.
  const payment = acceptPayment(deps, document, answer, chargesEnabled);
  // The emails go into the outbox in the statement that stores the record: both or neither.
  // Spreads come last in these literals: Node 20's V8 builds `{ ...a, key: value }` key by key,
  // a new hidden class each time (17 µs for this record, 0.5 µs spread last). No key repeats.
  const record = {
    paymentStatus: payment ? ("awaiting" as const) : null,
    paymentKind: payment?.kind ?? null,
    paymentAmountCents: payment?.amountCents ?? null,
    parentSubmissionId: leadId,
    submissionStage: "complete",
    isUpsell: false,
    selectedUpsellServices: [],
    ...answer,
    ...contact,
  };
  const others = [
    { parentSubmissionId: null, createdAt: new Date(0), submissionStage: "consent_given", ...root, ...emptyAnswer },
  ];
  const mails = leadMails(deps, {
    formName: head?.name ?? document.name,
    doc: document,
    notificationSettings,
    business,
    record,
    others,
  });
  const outcome = await insertAnswer(deps, { payment, mails, ...answer });
  if (outcome.inserted) {
    await notifyOwnerSystems(deps, answer.id, context.ownerSystems);
    return { submissionId: answer.id, responseStatus: input.responseStatus, payment: leadPayment(record) };
  }

  // Not stored: the form stopped taking answers, the lead is gone, or it was answered already.
  await acceptingForm(deps, root.formId, { head: outcome.head });
  const existing = (await leadRecords(deps.db, leadId)).find((r) => r.submissionStage === "complete" && !r.isUpsell);
  if (!existing) throw new HttpError(404, LEAD_NOT_FOUND);
  // A retry of the same answer returns the stored record; its emails were queued with it.
  if (!sameChoice(existing, input)) throw new HttpError(409, "This quote has already been answered.");
  return {
    submissionId: existing.id,
    responseStatus: input.responseStatus,
    payment: leadPayment(existing),
  };
}

const pickContact = (root: LeadRoot): ContactColumns =>
  Object.fromEntries(CONTACT_KEYS.map((key) => [key, root[key]])) as ContactColumns;

// The root as the emails read it: a consent record answers nothing.
const emptyAnswer = {
  isUpsell: false,
  selectedUpsellServices: [],
  responseStatus: null,
  serviceType: null,
  yardSize: null,
  quote: null,
  projectDetails: null,
  videoUrl: null,
};

/** The upsell record (is_upsell, linked to the complete record) with names resolved here. */
export async function recordUpsell(deps: AppDeps, leadId: string, token: string | undefined, ids: string[]) {
  const root = await findLead(deps.db, leadId, token);
  const document = await leadDocument(deps, root);
  const id = randomUUID();
  const outcome = await withLeadLock(deps.db, leadId, async (tx, records) => {
    const complete = records.find((r) => r.submissionStage === "complete" && !r.isUpsell);
    if (!complete || complete.responseStatus !== "accept") {
      throw new HttpError(409, "Additional services can be requested after accepting a quote.");
    }
    if (ids.length === 0) throw new HttpError(400, "Please select at least one service, or choose No thanks.");
    const resolved = resolveUpsellSelection(document, ids);
    if (!resolved.ok) throw new HttpError(400, resolved.message);

    const existing = records.find((r) => r.isUpsell);
    if (existing) {
      const same = JSON.stringify(existing.selectedUpsellServices) === JSON.stringify(resolved.names);
      if (same) return { submissionId: existing.id, services: resolved.names };
      throw new HttpError(409, "Your additional services were already requested.");
    }

    await tx.insert(formSubmissions).values({
      id,
      formId: root.formId,
      leadId,
      parentSubmissionId: complete.id,
      ...contactColumnsFrom((column) => complete[column]),
      consent: root.consent,
      serviceType: complete.serviceType,
      yardSize: complete.yardSize,
      isUpsell: true,
      selectedUpsellServices: resolved.names,
      status: "pending",
      submissionStage: "complete",
      responseStatus: "accept",
    });
    return { submissionId: id, services: resolved.names };
  });
  if (outcome.submissionId === id) await notifyAfterCommit(deps, id);
  return outcome;
}
