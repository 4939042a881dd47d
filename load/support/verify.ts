import type { ScratchDatabase } from "./postgres";
import type { LeadLoadResult } from "./lead-load";

type Row = {
  id: string;
  lead_id: string;
  parent_submission_id: string | null;
  customer_email: string | null;
  submission_stage: string;
};

export type StoredCheck = {
  roots: number;
  completes: number;
  /** Leads answered 2xx but not stored with the visitor's email: must be empty. */
  missingLeads: string[];
  /** Accepts answered 2xx whose record is not stored under that lead: must be empty. */
  missingResponses: string[];
  /** Emails stored on more than one lead's first record: must be empty. */
  duplicateEmails: string[];
  /** Leads with more than one complete record: must be empty. */
  duplicateCompletes: string[];
};

/** Compares what the clients were told against what the database holds for the form. */
export async function checkStored(db: ScratchDatabase, formId: string, result: LeadLoadResult): Promise<StoredCheck> {
  const rows = await db.query<Row>(
    "select id, lead_id, parent_submission_id, customer_email, submission_stage from form_submissions where form_id = $1",
    [formId],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots = rows.filter((r) => r.parent_submission_id === null);
  const completes = rows.filter((r) => r.submission_stage === "complete");

  const emailCount = new Map<string, number>();
  for (const r of roots) emailCount.set(r.customer_email ?? "", (emailCount.get(r.customer_email ?? "") ?? 0) + 1);
  const completesPerLead = new Map<string, number>();
  for (const r of completes) completesPerLead.set(r.lead_id, (completesPerLead.get(r.lead_id) ?? 0) + 1);

  return {
    roots: roots.length,
    completes: completes.length,
    missingLeads: [...result.leads]
      .filter(([id, email]) => {
        const row = byId.get(id);
        return !row || row.lead_id !== id || row.customer_email !== email || row.parent_submission_id !== null;
      })
      .map(([id]) => id),
    missingResponses: [...result.responses]
      .filter(([leadId, submissionId]) => {
        const row = byId.get(submissionId);
        return (
          !row || row.lead_id !== leadId || row.parent_submission_id !== leadId || row.submission_stage !== "complete"
        );
      })
      .map(([id]) => id),
    duplicateEmails: [...emailCount].filter(([, n]) => n > 1).map(([email]) => email),
    duplicateCompletes: [...completesPerLead].filter(([, n]) => n > 1).map(([id]) => id),
  };
}
