import { isUuid } from "@yq/form-schema/ids";
import type { LeadStatus } from "@yq/form-schema/lead-lifecycle";
import type { LeadNote, LeadWork } from "@yq/form-schema/lead-work";
import type { QuoteSnapshot } from "@yq/form-schema/quote-snapshot";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { leadFollowUps } from "../db/schema/follow-ups";
import { leadNotes, leadPricesShown, leadStatuses } from "../db/schema/lead-work";
import { formSubmissions as fs } from "../db/schema/submissions";
import { findOwnedForm, type FormRow } from "../lib/owned-form";
import { HttpError } from "../lib/http-error";
import { queueLeadUpdated, type LeadUpdate } from "../lead-events/lead-webhooks";
import { LEAD_NOT_FOUND } from "./lead-deletion.service";
import { leadTimeline } from "./lead-timeline";
import { visitsOfLead } from "./lead-visits";
import type { SubmissionRow } from "./submission-view";

export type LeadWorkOfList = { status: LeadStatus; lastPriceShown: QuoteSnapshot | null };

/**
 * The owner's status and the last price shown of a page of leads: two queries for the whole
 * page, never one per lead. A lead without a status row is "new".
 */
export async function workOfLeads(db: Db, leadIds: string[]): Promise<Map<string, LeadWorkOfList>> {
  const byLead = new Map<string, LeadWorkOfList>(leadIds.map((id) => [id, { status: "new", lastPriceShown: null }]));
  if (leadIds.length === 0) return byLead;
  const [statuses, prices] = await Promise.all([
    db
      .select({ leadId: leadStatuses.leadId, status: leadStatuses.status })
      .from(leadStatuses)
      .where(inArray(leadStatuses.leadId, leadIds)),
    db
      .selectDistinctOn([leadPricesShown.leadId], { leadId: leadPricesShown.leadId, quote: leadPricesShown.quote })
      .from(leadPricesShown)
      .where(inArray(leadPricesShown.leadId, leadIds))
      .orderBy(leadPricesShown.leadId, desc(leadPricesShown.createdAt), desc(leadPricesShown.id)),
  ]);
  for (const s of statuses) byLead.get(s.leadId)!.status = s.status;
  for (const p of prices) byLead.get(p.leadId)!.lastPriceShown = p.quote;
  return byLead;
}

/** The owner's notes of the given leads, oldest first, in one query (for the CSV). */
export async function notesOfLeads(db: Db, leadIds: string[]) {
  const byLead = new Map<string, { body: string; createdAt: Date }[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select({ leadId: leadNotes.leadId, body: leadNotes.body, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .where(inArray(leadNotes.leadId, leadIds))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  for (const r of rows) byLead.set(r.leadId, [...(byLead.get(r.leadId) ?? []), r]);
  return byLead;
}

/**
 * The owner's form and the lead's root record: the form must be the signed-in owner's, and the
 * lead one of that form's; anything else is the same 404 as a missing lead.
 */
async function ownedLead(db: Db, userId: string, formId: string, leadId: string) {
  const form = await findOwnedForm(db, userId, formId);
  if (!isUuid(leadId)) throw new HttpError(404, LEAD_NOT_FOUND);
  const [root] = await db
    .select()
    .from(fs)
    .where(and(eq(fs.id, leadId), eq(fs.formId, form.id), eq(fs.leadId, leadId)));
  if (!root) throw new HttpError(404, LEAD_NOT_FOUND);
  return { form, root };
}

const noteOut = (n: { id: string; body: string; createdAt: Date }): LeadNote => ({
  id: n.id,
  body: n.body,
  createdAt: n.createdAt.toISOString(),
});

async function notesOf(db: Db, leadId: string) {
  return db
    .select({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

/** The lead's status, notes, timeline and visits, for its dialog. */
export async function leadWork(db: Db, userId: string, formId: string, leadId: string): Promise<LeadWork> {
  const { root } = await ownedLead(db, userId, formId, leadId);
  const [records, [status], notes, pricesShown, [followUp], booked] = await Promise.all([
    db
      .select()
      .from(fs)
      .where(and(eq(fs.formId, root.formId), eq(fs.leadId, root.id)))
      .orderBy(asc(fs.createdAt), asc(fs.id)),
    db
      .select({ status: leadStatuses.status, updatedAt: leadStatuses.updatedAt })
      .from(leadStatuses)
      .where(eq(leadStatuses.leadId, root.id)),
    notesOf(db, root.id),
    db
      .select({ quote: leadPricesShown.quote, createdAt: leadPricesShown.createdAt })
      .from(leadPricesShown)
      .where(eq(leadPricesShown.leadId, root.id))
      .orderBy(asc(leadPricesShown.createdAt), asc(leadPricesShown.id)),
    db
      .select({ sentAt: leadFollowUps.sentAt, cameBackAt: leadFollowUps.cameBackAt })
      .from(leadFollowUps)
      .where(and(eq(leadFollowUps.leadId, root.id), eq(leadFollowUps.status, "sent"))),
    visitsOfLead(db, root.formId, root.id),
  ]);
  return {
    status: status?.status ?? "new",
    statusUpdatedAt: status?.updatedAt.toISOString() ?? null,
    notes: notes.map(noteOut),
    timeline: leadTimeline({ root, records, pricesShown, followUp: followUp ?? null, status: status ?? null, notes }),
    ...booked,
  };
}

/** lead.updated after the change is stored; like the other lead events, a failure is only logged. */
export async function announce(
  deps: AppDeps,
  form: FormRow,
  root: SubmissionRow,
  update: Omit<LeadUpdate, "notes">,
  key: string,
) {
  try {
    const notes = (await notesOf(deps.db, root.id)).map(({ body, createdAt }) => ({
      body,
      createdAt: createdAt.toISOString(),
    }));
    await queueLeadUpdated(deps, form, root, { ...update, notes }, key);
  } catch (err) {
    deps.logger.error({ err, leadId: root.id }, "could not queue the lead.updated webhook");
  }
}

/** Sets the owner's status of a lead; the same status again changes nothing and sends nothing. */
export async function setLeadStatus(
  deps: AppDeps,
  userId: string,
  formId: string,
  leadId: string,
  status: LeadStatus,
): Promise<{ status: LeadStatus; statusUpdatedAt: string | null }> {
  const { form, root } = await ownedLead(deps.db, userId, formId, leadId);
  const [before] = await deps.db
    .select({ status: leadStatuses.status, updatedAt: leadStatuses.updatedAt })
    .from(leadStatuses)
    .where(eq(leadStatuses.leadId, root.id));
  if ((before?.status ?? "new") === status) return { status, statusUpdatedAt: before?.updatedAt.toISOString() ?? null };
  const [changed] = await deps.db
    .insert(leadStatuses)
    .values({ leadId: root.id, formId: form.id, status })
    .onConflictDoUpdate({ target: leadStatuses.leadId, set: { status, updatedAt: sql`now()` } })
    .returning({ updatedAt: leadStatuses.updatedAt });
  const at = changed.updatedAt.toISOString();
  await announce(deps, form, root, { change: "status", status }, `status:${root.id}:${at}`);
  return { status, statusUpdatedAt: at };
}

/** Adds a dated note to a lead (the text is checked by leadNoteInputSchema). */
export async function addLeadNote(
  deps: AppDeps,
  userId: string,
  formId: string,
  leadId: string,
  body: string,
): Promise<LeadNote> {
  const { form, root } = await ownedLead(deps.db, userId, formId, leadId);
  const [note] = await deps.db
    .insert(leadNotes)
    .values({ leadId: root.id, formId: form.id, body })
    .returning({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt });
  const [current] = await deps.db
    .select({ status: leadStatuses.status })
    .from(leadStatuses)
    .where(eq(leadStatuses.leadId, root.id));
  await announce(deps, form, root, { change: "note", status: current?.status ?? "new" }, `note:${note.id}`);
  return noteOut(note);
}
