import type { WebhookEvent, WebhookLeadData, WebhookLeadUpdatedData } from "@yq/form-schema/webhooks";
import { readFormDocument } from "@yq/form-schema/read-form";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { contactOf, eventFacts, eventFirst, leadFacts } from "./lead-facts";
import { enqueueWebhookEvent, formOwnerWanting } from "../webhooks/enqueue-webhook";

type SubmissionRow = typeof formSubmissions.$inferSelect;

/** Which event a committed record is: its first record, its answer, or an upsell with choices. */
function eventOf(record: SubmissionRow): WebhookEvent | null {
  if (record.submissionStage === "consent_given" && record.id === record.leadId) return "lead.started";
  if (record.submissionStage !== "complete") return null;
  if (record.isUpsell) return record.selectedUpsellServices.length > 0 ? "lead.upsell" : null;
  return record.responseStatus === "accept" || record.responseStatus === "decline" ? "lead.completed" : null;
}

type FormRow = typeof forms.$inferSelect;

/** The lead part of every lead event, about `record`, from the lead's records newest first after it. */
function leadData(
  deps: AppDeps,
  form: FormRow,
  record: SubmissionRow,
  records: SubmissionRow[],
  type: WebhookEvent,
): WebhookLeadData {
  const doc = readFormDocument(form);
  const ordered = eventFirst(record, records);
  const answered = records.find((r) => r.submissionStage === "complete" && !r.isUpsell);
  const complete =
    type === "lead.upsell" ? (records.find((r) => r.id === record.parentSubmissionId) ?? record) : record;
  // lead.updated tells the lead as it stands: its answer when it has one, and the final
  // agreement (its upsell's, add-ons included) when the customer added to it.
  const about = type === "lead.updated" ? answered : complete;
  const upsold = records.find((r) => r.isUpsell && r.submissionStage === "complete" && r.quote?.priced);
  const event = type === "lead.updated" && upsold ? upsold : record;
  const facts =
    type === "lead.started" || !about ? null : eventFacts(leadFacts(deps, doc.name, doc, about, ordered), event);
  return {
    leadId: record.leadId ?? record.id,
    submissionId: record.id,
    formId: record.formId,
    formName: doc.name,
    createdAt: record.createdAt.toISOString(),
    contact: contactOf(ordered),
    response: facts?.response ?? null,
    service: facts?.service ?? null,
    yardSize: facts?.yardSize ?? null,
    prices: facts?.prices ?? [],
    chosen: facts?.chosen ?? null,
    priced: facts?.priced ?? null,
    agreement: facts?.agreement ?? null,
    upsellServices: type === "lead.upsell" ? record.selectedUpsellServices : [],
    leadUrl: `${deps.env.publicUrl}/forms/${record.formId}/submissions`,
  };
}

const recordsOfLead = (deps: AppDeps, record: SubmissionRow) =>
  record.leadId
    ? deps.db.select().from(formSubmissions).where(eq(formSubmissions.leadId, record.leadId))
    : Promise.resolve([record]);

/** Queues the webhook deliveries a committed lead record calls for (none without endpoints). */
export async function queueLeadWebhooks(deps: AppDeps, submissionId: string): Promise<void> {
  const { db } = deps;
  const [record] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
  const type = record ? eventOf(record) : null;
  if (!record || !type) return;
  const userId = await formOwnerWanting(db, record.formId, type);
  if (!userId) return;
  const [form] = await db.select().from(forms).where(eq(forms.id, record.formId));
  if (!form) return;
  const data = leadData(deps, form, record, await recordsOfLead(deps, record), type);
  await enqueueWebhookEvent(db, { userId }, { type, timestamp: new Date().toISOString(), data }, record.id);
}

export type LeadUpdate = Pick<WebhookLeadUpdatedData, "change" | "status" | "notes">;

/**
 * Queues lead.updated after the owner set a lead's status or added a note.
 * `eventKey` names the change (the note's id, the status and its time), so each change is sent once.
 */
export async function queueLeadUpdated(
  deps: AppDeps,
  form: FormRow,
  root: SubmissionRow,
  update: LeadUpdate,
  eventKey: string,
): Promise<void> {
  const userId = await formOwnerWanting(deps.db, form.id, "lead.updated");
  if (!userId) return;
  const data: WebhookLeadUpdatedData = {
    ...leadData(deps, form, root, await recordsOfLead(deps, root), "lead.updated"),
    ...update,
  };
  await enqueueWebhookEvent(
    deps.db,
    { userId },
    { type: "lead.updated", timestamp: new Date().toISOString(), data },
    eventKey,
  );
}
