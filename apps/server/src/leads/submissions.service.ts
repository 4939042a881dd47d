import { count, eq, inArray } from "drizzle-orm";
import { CONTACT_KEYS } from "@yq/form-schema/contact-columns";
import type { SubmissionsPage } from "@yq/form-schema/submissions-page";
import { readFormDocument } from "@yq/form-schema/read-form";
import type { Db } from "../db/client";
import { formSubmissions } from "../db/schema/submissions";
import type { FormRow } from "../forms/owned-form";
import { formSummary, newestFirst, submissionView, type SubmissionRow } from "./submission-view";

/**
 * Later records of a lead may leave the contact details empty (the visitor gave them with
 * consent); the owner still wants to see who the record is from, so they come from the root.
 * So do where the visitor came from and the hidden values, stored on the root only.
 */
async function fillFromLeadRoots(db: Db, rows: SubmissionRow[]): Promise<SubmissionRow[]> {
  const missing = rows.filter(
    (r) => r.leadId && r.leadId !== r.id && (CONTACT_KEYS.some((k) => !r[k]) || !r.source || !r.hiddenFields),
  );
  const rootIds = [...new Set(missing.map((r) => r.leadId!))];
  if (rootIds.length === 0) return rows;
  const roots = new Map(
    (await db.select().from(formSubmissions).where(inArray(formSubmissions.id, rootIds))).map((r) => [r.id, r]),
  );
  return rows.map((row) => {
    const root = row.leadId ? roots.get(row.leadId) : undefined;
    if (!root || root.formId !== row.formId) return row;
    const filled = { ...row };
    for (const key of CONTACT_KEYS) filled[key] = row[key] || root[key];
    filled.source = row.source ?? root.source;
    filled.hiddenFields = row.hiddenFields ?? root.hiddenFields;
    return filled;
  });
}

/** Every record of the form (consent, complete and upsell alike, as decision 011 lists them), newest first. */
export async function listSubmissions(db: Db, form: FormRow, page: number, pageSize: number): Promise<SubmissionsPage> {
  const doc = readFormDocument(form);
  const [{ total }] = await db
    .select({ total: count() })
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, form.id));
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, form.id))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const filled = await fillFromLeadRoots(db, rows);
  return {
    form: formSummary(form.id, doc),
    total,
    page,
    pageSize,
    submissions: filled.map((row) => submissionView(row, doc)),
  };
}
