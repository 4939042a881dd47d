import { CONTACT_KEYS, customerColumns, type ContactColumns } from "@yq/form-schema/contact-columns";
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, validateServiceSelection, type CustomerAnswers } from "@yq/form-schema/answers";
import {
  choiceColumns,
  defaultServiceOf,
  listedServiceId,
  mowingYardSize,
  upgradeQuoteChoice,
} from "@yq/form-schema/choice-version";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import type { LeadResponseRequest, QuoteChoiceV2 } from "@yq/form-schema/public-payloads";
import { checkQuoteChoice } from "@yq/form-schema/quote-choice";
import { needsProjectDetails } from "@yq/form-schema/quote";
import { quoteSnapshot } from "@yq/form-schema/quote-snapshot";
import { PROMO_MESSAGES } from "@yq/form-schema/pricing/promo-codes";
import { resultMessage } from "@yq/form-schema/result-message";
import { richTextToPlainText } from "@yq/form-schema/rich-text";
import type { AppDeps } from "../app-env";
import { HttpError } from "../lib/http-error";
import type { LimitCheck } from "../lib/rate-limit";
import { leadMails } from "../lead-events/lead-emails";
import { notifyOwnerSystems } from "../lead-events/fan-out";
import { leadRecords, QUOTE_REQUEST_NOT_FOUND } from "../leads/lead-access";
import type { SubmissionRow } from "../leads/submission-view";
import { readAnswerContext, type LeadRoot } from "./accept-read.sql";
import { insertAnswer } from "./answer-insert.sql";
import { assertValidContact, leadDocument } from "./quotes.service";
import { assertInsideArea, leadTravelMiles } from "./service-area.service";
import { applyMeasuredLawn } from "./measured-lawn";
import { agreedAnswer, isListedRequest } from "./priced-answer";
import { dateIn, validPromoCode } from "./promo-codes.service";
import { paymentRule } from "../payments/accept-payment";
import { leadPayment } from "@yq/form-schema/payment-words";
import { acceptingForm } from "./public-form";
import { videoBelongsToLead } from "../media/lead-videos";

export type ResponseInput = QuoteChoiceV2 & { answers?: CustomerAnswers; lawn?: MeasuredLawn };

/**
 * The response request as recordResponse takes it: version 2, a version-1 request upgraded here
 * (docs/decisions/128-one-quote-choice.md). A missing service or mowing's missing yard size gets
 * the message the form shows for it (validateServiceSelection), not a schema error.
 */
export function responseInput(request: LeadResponseRequest): ResponseInput {
  if (request.version !== 2) {
    const { serviceType, serviceId, yardSize } = request;
    const [missing] = validateServiceSelection({ serviceType, serviceId, yardSize });
    if (missing) throw new HttpError(400, missing.message);
  }
  const upgraded = upgradeQuoteChoice(request);
  if (!upgraded.ok) throw new HttpError(400, upgraded.message);
  const { choice } = upgraded;
  if (defaultServiceOf(choice) === "mowing" && !choice.sizeId)
    throw new HttpError(400, ANSWER_MESSAGES.yardSize.message);
  const { answers, lawn } = request;
  return { ...choice, ...(answers ? { answers } : {}), ...(lawn ? { lawn } : {}) };
}

// The stored columns, written as version 1 wrote them (choiceColumns).
const serviceColumn = (choice: ResponseInput): string => choiceColumns(choice).serviceType;
const sizeColumn = (choice: ResponseInput) => choiceColumns(choice).yardSize;

// A retry that names no plan (one price offered) matches the stored one.
const sameChoice = (row: SubmissionRow, choice: ResponseInput) => {
  const plan = choice.plan ?? undefined;
  const storedPlan = row.quote?.priced?.lines[0]?.plan ?? row.quote?.chosen?.frequency ?? null;
  return (
    row.serviceType === serviceColumn(choice) &&
    (row.yardSize ?? null) === sizeColumn(choice) &&
    row.responseStatus === choice.responseStatus &&
    (plan === undefined || plan === storedPlan || choice.responseStatus === "decline")
  );
};

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
  // A decline from outside the area is kept like any answer; an accept would be a price.
  if (input.responseStatus === "accept") assertInsideArea(root);
  const { lawn } = input;
  const listed = listedServiceId(input);
  const form = await leadDocument(deps, root, { head });
  // A measured lawn prices this answer from the area the server computes (measured-lawn.ts).
  const measured = applyMeasuredLawn(form, input, lawn, listed);
  const document = measured.document;
  const problem = checkQuoteChoice(document, input, measured.columns.lawnAreaSqFt);
  if (problem) throw new HttpError(400, problem);
  const promoCode = input.responseStatus === "accept" ? (input.promoCode ?? "").trim() : "";
  const promo = promoCode ? validPromoCode(document.pricingSettings, promoCode, business.timeZone) : null;
  // The engine measures a lawn again from its area, so it prices from the form as published.
  const terms = { payment: paymentRule(deps, document, chargesEnabled), today: dateIn(business.timeZone) };
  const travelMiles = leadTravelMiles(form, root.location);
  const agreed = agreedAnswer(form, input, measured.columns.lawnAreaSqFt, promo, terms, travelMiles);
  const priced = agreed?.priced ?? null;
  if (input.answers) assertValidContact(document, input.answers, root.consent);
  const videoUrl = (input.videoUrl ?? "").trim() || null;
  if (videoUrl && !(await videoBelongsToLead(deps, root, videoUrl))) {
    throw new HttpError(400, "The uploaded video was not found. Please upload it again.");
  }

  const contact = input.answers ? customerColumns(document, input.answers) : pickContact(root);
  const defaultService = defaultServiceOf(input);
  const project = listed
    ? isListedRequest(document, listed)
    : defaultService !== null && needsProjectDetails(defaultService, mowingYardSize(input));
  const answer = {
    id: randomUUID(),
    leadId,
    formId: root.formId,
    contact,
    consent: root.consent,
    serviceType: serviceColumn(input),
    yardSize: sizeColumn(input),
    projectDetails: project ? (input.projectDetails ?? "").trim() || null : null,
    videoUrl: project ? videoUrl : null,
    responseStatus: input.responseStatus,
    // A request (no price shown) got its own wording on the result step.
    messageShown: richTextToPlainText(
      resultMessage(document, project && input.responseStatus === "accept" ? "request" : input.responseStatus).message,
    ),
    quote: { ...quoteSnapshot(document, input), priced, agreement: agreed?.agreement ?? null, ...declined(input) },
    createdAt: new Date(),
    ...measured.columns,
  };
  // What the owner's rule asks today, from the agreement (a request or a decline asks nothing).
  const payment = agreed?.agreement.payment ?? null;
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
    testRun: root.isTest,
  });
  const promoUse = priced && promo ? { codeId: promo.id, maxUses: promo.maxUses } : null;
  const outcome = await insertAnswer(deps, { payment, mails, promoUse, ...answer });
  if (outcome.promoUsedUp) throw new HttpError(422, PROMO_MESSAGES.usedUp);
  if (outcome.inserted) {
    await notifyOwnerSystems(deps, answer.id, context.ownerSystems);
    return { submissionId: answer.id, responseStatus: input.responseStatus, payment: leadPayment(record) };
  }

  // Not stored: the form stopped taking answers, the lead is gone, or it was answered already.
  await acceptingForm(deps, root.formId, { head: outcome.head });
  const existing = (await leadRecords(deps.db, leadId)).find((r) => r.submissionStage === "complete" && !r.isUpsell);
  if (!existing) throw new HttpError(404, QUOTE_REQUEST_NOT_FOUND);
  // A retry of the same answer returns the stored record; its emails were queued with it.
  if (!sameChoice(existing, input)) throw new HttpError(409, "This quote has already been answered.");
  return {
    submissionId: existing.id,
    responseStatus: input.responseStatus,
    payment: leadPayment(existing),
  };
}

/** A decline's reason, when the visitor gave one (quote-card.tsx asks for it). */
const declined = (input: ResponseInput) =>
  input.responseStatus === "decline" && input.declineReason ? { declineReason: input.declineReason } : {};

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
