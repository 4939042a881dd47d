import { and, inArray } from "drizzle-orm";
import { FAILED_CHARGE_STATUSES, type BilledSubmissionsPage } from "@yq/form-schema/lead-billing";
import type { Db } from "../db/client";
import { workingCopy } from "../lib/working-copy";
import { charges } from "../db/schema/charges";
import type { OwnedFormRow } from "../lib/owned-form";
import { listLeads, realLeadsOfForm, type LeadFilter } from "./leads.service";
import { formSummary } from "./submission-view";

/**
 * The leads of a page whose plan has a charge that failed and was not collected since: a retry
 * that goes through settles the same row as succeeded. One probe of charges_lead_idx per lead of
 * the page, read from the charges table (db/) since leads does not call charges (domain-map.json).
 */
export async function leadsWithFailedPayment(db: Db, leadIds: string[]): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ leadId: charges.leadId })
    .from(charges)
    .where(and(inArray(charges.leadId, leadIds), inArray(charges.status, [...FAILED_CHARGE_STATUSES])));
  return new Set(rows.map((r) => r.leadId));
}

/**
 * The Submissions screen: one row per lead, as the owner counts them (decision 091, replacing
 * decision 011's one row per record), with the form's header. `total` is every lead of the form
 * (the header's "{n} total submissions"); `matching` what the stage filter and search leave.
 * The total is the form's counter (decision 124); `matching` an index-only count of the roots.
 */
export async function listSubmissions(
  db: Db,
  form: OwnedFormRow,
  filter: LeadFilter,
  page: number,
  pageSize: number,
): Promise<BilledSubmissionsPage> {
  const filtered = Boolean(filter.stage || filter.q?.trim());
  const [leads, all] = await Promise.all([
    listLeads(db, form, filter, page, pageSize),
    filtered ? realLeadsOfForm(db, form.id) : null,
  ]);
  const failed = await leadsWithFailedPayment(
    db,
    leads.leads.map((l) => l.id),
  );
  return {
    form: formSummary(form.id, workingCopy(form)),
    total: all ?? leads.total,
    matching: leads.total,
    page,
    pageSize,
    submissions: leads.leads.map((lead) => ({ ...lead, paymentFailed: failed.has(lead.id) })),
  };
}
