import type { WebhookEvent, WebhookLeadData } from "@yq/form-schema/webhooks";
import { readFormDocument } from "@yq/form-schema/read-form";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { contactOf, leadFacts } from "../mail/lead-emails";
import { enqueueWebhookEvent, formOwnerWanting } from "./enqueue-webhook";

type SubmissionRow = typeof formSubmissions.$inferSelect;

/** Which event a committed record is: its first record, its answer, or an upsell with choices. */
function eventOf(record: SubmissionRow): WebhookEvent | null {
  if (record.submissionStage === "consent_given" && record.id === record.leadId) return "lead.started";
  if (record.submissionStage !== "complete") return null;
  if (record.isUpsell) return record.selectedUpsellServices.length > 0 ? "lead.upsell" : null;
  return record.responseStatus === "accept" || record.responseStatus === "decline" ? "lead.completed" : null;
}

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
  const doc = readFormDocument(form);
  const records = record.leadId
    ? await db.select().from(formSubmissions).where(eq(formSubmissions.leadId, record.leadId))
    : [record];
  const ordered = [record, ...records.filter((r) => r.id !== record.id).sort((a, b) => +b.createdAt - +a.createdAt)];
  const complete =
    type === "lead.upsell" ? (records.find((r) => r.id === record.parentSubmissionId) ?? record) : record;
  const facts = type === "lead.started" ? null : leadFacts(deps, doc.name, doc, complete, ordered);
  const data: WebhookLeadData = {
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
    upsellServices: type === "lead.upsell" ? record.selectedUpsellServices : [],
    leadUrl: `${deps.env.publicUrl}/forms/${record.formId}/submissions`,
  };
  await enqueueWebhookEvent(db, { userId }, { type, timestamp: new Date().toISOString(), data }, record.id);
}
