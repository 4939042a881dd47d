import { asc, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { AllLeadsPage, AllLeadsQuery } from "@yq/form-schema/all-leads";
import type { FormDocument } from "@yq/form-schema/form-document";
import { isUuid } from "@yq/form-schema/ids";
import { readFormDocument } from "@yq/form-schema/read-form";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { formSubmissions as fs } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { FORM_NOT_FOUND } from "../lib/owned-form";
import { formRowVersion, workingCopy, workingListing } from "../lib/working-copy";
import { workOfLeads } from "./lead-work.service";
import { followUpsOfLeads, leadView } from "./leads.service";
import { leadsWithFailedPayment } from "./submissions.service";
import { formSummary, type SubmissionRow } from "./submission-view";

// The Leads screen (/leads): every lead of the owner's forms, newest first, a page at a time
// (decision 114). A page is found by keyset, never by offset: the cursor is the last row's
// (created_at, id), and each of the owner's forms reads its next roots from the leads' partial
// index (form_submissions_leads_idx, or form_submissions_leads_stage_idx with a stage) in a
// LATERAL subquery limited to one page, so a page costs about forms × page size index entries
// whether it is the first or the ten-thousandth, and the list is never sorted or counted whole.

/** A cursor this server did not write (edited, or from an older format). */
export const PAGE_LINK_EXPIRED = "This page of leads is out of date. Start again from the newest leads.";

type Cursor = { at: string; id: string };

/** The cursor is opaque to the app: the row's instant (microseconds, UTC) and id. */
const encodeCursor = ({ at, id }: Cursor) => Buffer.from(`${at}|${id}`).toString("base64url");

function decodeCursor(cursor: string): Cursor {
  const [at = "", id = "", extra] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (extra !== undefined || !isUuid(id) || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at)) {
    throw new HttpError(400, PAGE_LINK_EXPIRED);
  }
  return { at, id };
}

type PageKey = { id: string; form_id: string; at: string };

/**
 * The statement of one page's keys: the ids of the owner's lead roots, in order, each with its
 * form and the instant its cursor needs.
 */
export function pageKeysStatement(userId: string, query: AllLeadsQuery, cursor: Cursor | null, limit: number): SQL {
  // Conditions are left out rather than written as "$n is null or ...", so each one stays an
  // index condition under a generic plan.
  const root: SQL[] = [sql`r.form_id = f.id`, sql`r.lead_stage is not null`];
  if (query.stage) root.push(sql`r.lead_stage = ${query.stage}`);
  if (query.from) root.push(sql`r.created_at >= ${query.from}::timestamptz`);
  if (query.to) root.push(sql`r.created_at < ${query.to}::timestamptz`);
  if (cursor) root.push(sql`(r.created_at, r.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  // A lead without a status row is "new" (lead-work.service.ts).
  if (query.status === "new") {
    root.push(sql`not exists (select 1 from lead_statuses ls where ls.lead_id = r.id and ls.status <> 'new')`);
  } else if (query.status) {
    root.push(sql`exists (select 1 from lead_statuses ls where ls.lead_id = r.id and ls.status = ${query.status})`);
  }
  const form: SQL[] = [sql`f.user_id = ${userId}`];
  if (query.formId) form.push(sql`f.id = ${query.formId}::uuid`);
  return sql`
    select s.id, f.id as form_id, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    from forms f
    cross join lateral (
      select r.id, r.created_at
      from form_submissions r
      where ${sql.join(root, sql` and `)}
      order by r.created_at desc nulls last, r.id desc nulls last
      limit ${limit}
    ) s
    where ${sql.join(form, sql` and `)}
    order by s.created_at desc nulls last, s.id desc nulls last
    limit ${limit}`;
}

/** The statement of every record of the given leads (roots included), oldest first. */
export const recordsStatement = (db: Db, leadIds: string[]) =>
  db.select().from(fs).where(inArray(fs.leadId, leadIds)).orderBy(fs.createdAt, fs.id);

/** Every record of the given leads, grouped by lead. */
async function recordsOf(db: Db, leadIds: string[]) {
  const byLead = new Map<string, SubmissionRow[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await recordsStatement(db, leadIds);
  for (const row of rows) {
    const list = byLead.get(row.leadId!) ?? [];
    list.push(row);
    byLead.set(row.leadId!, list);
  }
  return byLead;
}

export async function listAllLeads(db: Db, userId: string, query: AllLeadsQuery): Promise<AllLeadsPage> {
  // Another owner's form answers exactly like a missing one (lib/owned-form.ts).
  if (query.formId !== undefined && !isUuid(query.formId)) throw new HttpError(404, FORM_NOT_FOUND);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  // The forms list reads only its listing's columns: the whole rows of a hundred forms are most of
  // the answer's cost at a large account (decision 124), and each is read once a version
  // (working-copy.ts). One key more than a page tells whether another page follows.
  const [ownForms, keyRows] = await Promise.all([
    db
      .select({
        id: forms.id,
        rowVersion: formRowVersion,
        name: forms.name,
        description: forms.description,
        customerFields: forms.customerFields,
      })
      .from(forms)
      .where(eq(forms.userId, userId))
      .orderBy(desc(forms.createdAt), asc(forms.id)),
    db.execute(pageKeysStatement(userId, query, cursor, query.pageSize + 1)),
  ]);
  if (query.formId !== undefined && !ownForms.some((f) => f.id === query.formId)) {
    throw new HttpError(404, FORM_NOT_FOUND);
  }
  const keys = keyRows.rows as PageKey[];
  const page = keys.slice(0, query.pageSize);
  const ids = page.map((k) => k.id);
  // The whole document only of the forms on this page, for their leads' words.
  const pageFormIds = [...new Set(page.map((k) => k.form_id))];
  const [records, followUps, work, failed, pageForms] = await Promise.all([
    recordsOf(db, ids),
    followUpsOfLeads(db, ids),
    workOfLeads(db, ids),
    leadsWithFailedPayment(db, ids),
    pageFormIds.length
      ? db
          .select({ ...getTableColumns(forms), rowVersion: formRowVersion })
          .from(forms)
          .where(inArray(forms.id, pageFormIds))
      : [],
  ]);
  const docs = new Map<string, FormDocument>(pageForms.map((f) => [f.id, workingCopy(f)]));
  const docOf = (formId: string) => docs.get(formId) ?? readFormDocument(null);
  const leads = ids.flatMap((id) => {
    const all = records.get(id) ?? [];
    const root = all.find((r) => r.id === id);
    // A lead deleted between the two reads is left out of the page.
    if (!root) return [];
    return [
      {
        ...leadView(root, all, docOf(root.formId), work.get(id)),
        followUp: followUps.get(id) ?? null,
        formId: root.formId,
        paymentFailed: failed.has(id),
      },
    ];
  });
  const last = page[page.length - 1];
  return {
    forms: ownForms.map((f) => formSummary(f.id, workingListing(f))),
    leads,
    nextCursor: keys.length > query.pageSize && last ? encodeCursor(last) : null,
  };
}
