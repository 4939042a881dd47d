import { chargeLabel } from "@yq/form-schema/charges";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { charges } from "../db/schema/charges";

// The charges part of the account export (decision 122): each lead's charges on its saved card in
// its form's leads.json, read from the charges table (db/, the ground) by the page's lead ids, like
// the schedule's part (schedule-export.ts). The idempotency key is the server's own bookkeeping
// with Stripe and stays out.

type ExportedCharge = {
  id: string;
  kind: string;
  /** "Visit on Tuesday, May 4", "Instalment 2 of 3", "Jun 2027". */
  label: string;
  amountCents: number;
  status: string;
  attempt: number;
  failureMessage: string | null;
  stripePaymentIntentId: string | null;
  visitId: string | null;
  dueOn: string | null;
  nextRetryAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The charges of a page of leads, oldest first, keyed by lead id; a lead never charged is absent. */
export async function chargesOfLeads(db: Db, leadIds: string[]): Promise<Map<string, ExportedCharge[]>> {
  const byLead = new Map<string, ExportedCharge[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select()
    .from(charges)
    .where(inArray(charges.leadId, leadIds))
    .orderBy(asc(charges.createdAt), asc(charges.id));
  for (const row of rows) {
    const list = byLead.get(row.leadId) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      label: chargeLabel(row.kind, row.dueOn, row.period),
      amountCents: row.amountCents,
      status: row.status,
      attempt: row.attempt,
      failureMessage: row.failureMessage,
      stripePaymentIntentId: row.stripePaymentIntentId,
      visitId: row.visitId,
      dueOn: row.dueOn,
      nextRetryAt: row.nextRetryAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
    byLead.set(row.leadId, list);
  }
  return byLead;
}
