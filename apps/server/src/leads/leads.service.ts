import { contactColumnsFrom } from "@yq/form-schema/contact-columns";
import { leadPayment } from "@yq/form-schema/payment-words";
import { and, count, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { LEAD_STAGES, leadOutcome, type LeadStage } from "@yq/form-schema/lead-lifecycle";
import type { FormDocument } from "@yq/form-schema/form-document";
import { type LeadsPage, type LeadView } from "@yq/form-schema/lead-view";
import { needsProjectDetails } from "@yq/form-schema/quote";
import { leadServiceName } from "@yq/form-schema/quote-snapshot";
import type { Submission } from "@yq/form-schema/submission";
import { readHiddenFields } from "@yq/form-schema/hidden-fields";
import { readTrafficSource } from "@yq/form-schema/traffic-source";
import { formLeadTotals } from "../db/schema/analytics";
import { leadFollowUps } from "../db/schema/follow-ups";
import type { Db } from "../db/client";
import { workingCopy } from "../lib/working-copy";
import { formSubmissions as fs } from "../db/schema/submissions";
import type { OwnedFormRow } from "../lib/owned-form";
import { workOfLeads, type LeadWorkOfList } from "./lead-work.service";
import { newestFirst, submissionView, type SubmissionRow } from "./submission-view";

/** `testRuns`: the owner's test runs from the preview instead of the real leads. */
export type LeadFilter = { stage?: LeadStage; q?: string; testRuns?: boolean };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Roots of the form's leads (the trigger sets lead_stage on roots only), narrowed by stage and
 * by a search over any record of the lead: name, email, or phone (also digits only, so
 * "5551234567" finds "(555) 123-4567").
 */
export function leadConditions(formId: string, filter: LeadFilter): SQL {
  // A test run is never one of the real leads, nor a real lead one of the test runs.
  const conditions: SQL[] = [eq(fs.formId, formId), isNotNull(fs.leadStage), eq(fs.isTest, filter.testRuns ?? false)];
  if (filter.stage) conditions.push(eq(fs.leadStage, filter.stage));
  const q = filter.q?.trim();
  if (q) {
    // lead_search (kept by the database triggers) holds every record's name, email, phone and
    // phone digits, lowercased: one column of the lead's root row instead of all its records.
    const matches = [sql`${fs.leadSearch} ilike ${`%${escapeLike(q)}%`}`];
    const digits = q.replace(/\D/g, "");
    if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(q)) matches.push(sql`${fs.leadSearch} like ${`%${digits}%`}`);
    conditions.push(matches.length === 1 ? matches[0] : sql`(${sql.join(matches, sql` or `)})`);
  }
  return and(...conditions)!;
}

const latest = <T>(records: SubmissionRow[], pick: (r: SubmissionRow) => T | null | undefined): T | null => {
  for (let i = records.length - 1; i >= 0; i--) {
    const value = pick(records[i]);
    if (value !== null && value !== undefined && value !== "") return value;
  }
  return null;
};

const NO_WORK: LeadWorkOfList = { status: "new", lastPriceShown: null };

/**
 * One lead from its root and all its records (oldest first): the latest answer of each kind wins.
 * `work` is the owner's status and the last price shown (workOfLeads).
 */
export function leadView(
  root: SubmissionRow,
  records: SubmissionRow[],
  doc: FormDocument,
  work: LeadWorkOfList = NO_WORK,
): LeadView {
  const all = records.length ? records : [root];
  const answer = [...all].reverse().find((r) => !r.isUpsell && r.responseStatus);
  const service = [...all].reverse().find((r) => !r.isUpsell && r.serviceType) ?? answer ?? root;
  const view = submissionView(service, doc);
  // The upsell's record carries the quote priced again with its add-ons (quotes/upsell.service.ts).
  const quote = latest(all, (r) => (r.isUpsell && r.quote?.priced ? r.quote : null)) ?? view.quote;
  const stage = (LEAD_STAGES as readonly string[]).includes(root.leadStage ?? "")
    ? (root.leadStage as LeadStage)
    : "started";
  const sent = all.some((r) => !r.isUpsell && r.submissionStage === "complete");
  return {
    id: root.id,
    createdAt: root.createdAt.toISOString(),
    lastActivityAt: all[all.length - 1].createdAt.toISOString(),
    stage,
    outcome: leadOutcome(stage, sent, isRequest(service, view)),
    status: work.status,
    ...contactColumnsFrom((column) => latest(all, (r) => r[column])),
    consent: all.some((r) => r.consent),
    serviceType: view.serviceType,
    serviceName: leadServiceName({ serviceType: service.serviceType, quote }),
    yardSize: view.yardSize,
    projectDetails: view.projectDetails,
    videoUrl: view.videoUrl,
    responseStatus: answer ? submissionView(answer, doc).responseStatus : null,
    quote,
    lastPriceShown: work.lastPriceShown,
    lawnAreaSqFt: view.lawnAreaSqFt,
    lawnOutlines: view.lawnOutlines,
    payment: answer ? leadPayment(answer) : null,
    upsellServices: [...new Set(all.filter((r) => r.isUpsell).flatMap((r) => r.selectedUpsellServices))],
    notes: latest(all, (r) => r.notes),
    source: readTrafficSource(root.source),
    hiddenFields: readHiddenFields(root.hiddenFields),
    outsideArea: root.outsideArea === true,
  };
}

/**
 * A request for a price rather than an answer to one: landscaping or a custom size,
 * or a listed service priced on request, whose accept stores no priced quote.
 */
function isRequest(service: SubmissionRow, view: Submission): boolean {
  if (view.serviceType !== null) return needsProjectDetails(view.serviceType, view.yardSize);
  return service.serviceType !== null && service.responseStatus === "accept" && !service.quote?.priced;
}

/** Which of the given leads got a follow-up email, and whether its visitor came back through it. */
export async function followUpsOfLeads(db: Db, leadIds: string[]) {
  const byLead = new Map<string, { sentAt: string; cameBackAt: string | null }>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select({ leadId: leadFollowUps.leadId, sentAt: leadFollowUps.sentAt, cameBackAt: leadFollowUps.cameBackAt })
    .from(leadFollowUps)
    .where(and(inArray(leadFollowUps.leadId, leadIds), eq(leadFollowUps.status, "sent")));
  for (const r of rows)
    byLead.set(r.leadId, { sentAt: r.sentAt.toISOString(), cameBackAt: r.cameBackAt?.toISOString() ?? null });
  return byLead;
}

/** Every record of the given leads in one query, grouped by lead (no query per lead). */
export async function recordsOfLeads(db: Db, formId: string, leadIds: string[]) {
  const byLead = new Map<string, SubmissionRow[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select()
    .from(fs)
    .where(and(eq(fs.formId, formId), inArray(fs.leadId, leadIds)))
    .orderBy(fs.createdAt, fs.id);
  for (const row of rows) {
    const list = byLead.get(row.leadId!) ?? [];
    list.push(row);
    byLead.set(row.leadId!, list);
  }
  return byLead;
}

/**
 * Every real lead of a form (leadConditions without a filter): the counter the database keeps as
 * leads are written (form_lead_totals, decision 124), not a count of the form's leads.
 */
export async function realLeadsOfForm(db: Db, formId: string): Promise<number> {
  const [row] = await db
    .select({ leads: formLeadTotals.leads })
    .from(formLeadTotals)
    .where(eq(formLeadTotals.formId, formId));
  return row?.leads ?? 0;
}

export async function listLeads(
  db: Db,
  form: OwnedFormRow,
  filter: LeadFilter,
  page: number,
  pageSize: number,
): Promise<LeadsPage> {
  const doc = workingCopy(form);
  const where = leadConditions(form.id, filter);
  // Per-stage counts were dropped from this answer: grouping every lead of a big form cost
  // several times the page itself (see bench/leads-100k.ts). Unfiltered, the total is the form's
  // counter; filtered, an index-only count of what matches.
  const unfiltered = !filter.stage && !filter.q?.trim() && !filter.testRuns;
  const [total, roots] = await Promise.all([
    unfiltered
      ? realLeadsOfForm(db, form.id)
      : db
          .select({ total: count() })
          .from(fs)
          .where(where)
          .then(([row]) => row.total),
    db
      .select()
      .from(fs)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const ids = roots.map((r) => r.id);
  const [records, followUps, work] = await Promise.all([
    recordsOfLeads(db, form.id, ids),
    followUpsOfLeads(db, ids),
    workOfLeads(db, ids),
  ]);
  return {
    total,
    page,
    pageSize,
    leads: roots.map((root) => ({
      ...leadView(root, records.get(root.id) ?? [root], doc, work.get(root.id)),
      followUp: followUps.get(root.id) ?? null,
    })),
  };
}
