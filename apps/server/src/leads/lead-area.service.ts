import { isUuid } from "@yq/form-schema/ids";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { recordAudit, type AuditBy } from "../audit/audit.service";
import { forms } from "../db/schema/forms";
import { leadStatuses } from "../db/schema/lead-work";
import { formSubmissions as fs } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { LEAD_NOT_FOUND } from "./lead-deletion.service";
import { announce } from "./lead-work.service";

// The owner's answer to a lead kept as "Outside area" (docs/decisions/120): including it lifts
// the refusal of prices (quotes/service-area.service.ts), so the visitor's lead link goes on to a
// price. A visitor's later return does not mark an included lead outside again. The inclusion
// lets a price through that the area held back, so it is audited (who, from where) and told to
// the owner's systems as lead.updated, like a status change.

/** Includes the owner's lead in the service area; another owner's lead, or none, is 404. */
export async function includeLeadInArea(
  deps: AppDeps,
  userId: string,
  leadId: string,
  by: AuditBy,
): Promise<{ outsideArea: false }> {
  if (!isUuid(leadId)) throw new HttpError(404, LEAD_NOT_FOUND);
  const included = await deps.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ root: fs, form: forms })
      .from(fs)
      .innerJoin(forms, eq(forms.id, fs.formId))
      .where(and(eq(fs.id, leadId), eq(fs.leadId, leadId), isNull(fs.parentSubmissionId), eq(forms.userId, userId)))
      .for("update", { of: fs });
    if (!owned) throw new HttpError(404, LEAD_NOT_FOUND);
    // Inside already: nothing changes, nothing is recorded or sent.
    if (!owned.root.outsideArea) return null;
    await tx.update(fs).set({ outsideArea: false }).where(eq(fs.id, leadId));
    await recordAudit(tx, {
      ...by,
      action: "lead.included_in_area",
      targetId: leadId,
      details: { formId: owned.form.id },
    });
    return { ...owned, root: { ...owned.root, outsideArea: false } };
  });
  if (included) {
    const { form, root } = included;
    const [current] = await deps.db
      .select({ status: leadStatuses.status })
      .from(leadStatuses)
      .where(eq(leadStatuses.leadId, root.id));
    // One inclusion per lead can happen (it is never marked outside again), so its id is the key.
    await announce(deps, form, root, { change: "area", status: current?.status ?? "new" }, `area:${root.id}`);
  }
  return { outsideArea: false };
}
