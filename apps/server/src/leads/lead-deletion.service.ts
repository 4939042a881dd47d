import { isUuid } from "@yq/form-schema/ids";
import { and, eq, or, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { recordAudit, type AuditBy } from "../audit/audit.service";
import { rateLimits } from "../db/schema/platform";
import { formSubmissions } from "../db/schema/submissions";
import { findOwnedForm } from "../lib/owned-form";
import { HttpError } from "../lib/http-error";
import { forgetMessagesAbout } from "../outbox/forget";
import { leadVideoPrefix } from "../media/lead-videos";

export const LEAD_NOT_FOUND = "Lead not found";

/**
 * Deletes one lead on its customer's request: every record of it (consent,
 * complete, upsells; their steps and follow-up rows cascade), the messages still queued about it,
 * its video slot counter, then its videos in storage. Another owner's lead, like a missing one,
 * is a 404. The audit entry keeps the lead's id and how many records went, not the customer.
 */
export async function deleteLead(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  userId: string,
  formId: string,
  leadId: string,
  by: AuditBy,
): Promise<{ records: number }> {
  const form = await findOwnedForm(deps.db, userId, formId);
  if (!isUuid(leadId)) throw new HttpError(404, LEAD_NOT_FOUND);
  const records = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .delete(formSubmissions)
      .where(
        and(
          eq(formSubmissions.formId, form.id),
          or(eq(formSubmissions.leadId, leadId), eq(formSubmissions.id, leadId)),
        ),
      )
      .returning({ id: formSubmissions.id });
    if (rows.length === 0) throw new HttpError(404, LEAD_NOT_FOUND);
    await forgetMessagesAbout(tx, [leadId, ...rows.map((r) => r.id)]);
    await tx.delete(rateLimits).where(sql`${rateLimits.key} like ${`%:${leadId}`}`);
    await recordAudit(tx, {
      ...by,
      action: "lead.deleted",
      targetId: leadId,
      details: { formId: form.id, records: rows.length },
    });
    return rows.length;
  });
  const keys = await deps.storage.list(leadVideoPrefix(form.id, leadId));
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (err) {
      // The records are gone and nothing links to the file any more; the log names it for removal.
      deps.logger.error({ err, key }, "a deleted lead's video could not be removed from storage");
    }
  }
  return { records };
}
