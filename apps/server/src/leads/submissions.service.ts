import { count } from "drizzle-orm";
import type { SubmissionsPage } from "@yq/form-schema/submissions-page";
import { readFormDocument } from "@yq/form-schema/read-form";
import type { Db } from "../db/client";
import { formSubmissions } from "../db/schema/submissions";
import type { FormRow } from "../lib/owned-form";
import { leadConditions, listLeads, type LeadFilter } from "./leads.service";
import { formSummary } from "./submission-view";

/**
 * The Submissions screen: one row per lead, as the owner counts them (decision 091, replacing
 * decision 011's one row per record), with the form's header. `total` is every lead of the form
 * (the header's "{n} total submissions"); `matching` what the stage filter and search leave.
 * Both counts read only the roots' partial index.
 */
export async function listSubmissions(
  db: Db,
  form: FormRow,
  filter: LeadFilter,
  page: number,
  pageSize: number,
): Promise<SubmissionsPage> {
  const filtered = Boolean(filter.stage || filter.q?.trim());
  const [leads, all] = await Promise.all([
    listLeads(db, form, filter, page, pageSize),
    filtered ? db.select({ total: count() }).from(formSubmissions).where(leadConditions(form.id, {})) : null,
  ]);
  return {
    form: formSummary(form.id, readFormDocument(form)),
    total: all ? all[0].total : leads.total,
    matching: leads.total,
    page,
    pageSize,
    submissions: leads.leads,
  };
}
