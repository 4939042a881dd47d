import { contactColumnsFrom } from "@yq/form-schema/contact-columns";
import { resolveUpsellSelection } from "@yq/form-schema/quote-choice";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../app-env";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { pricedWithAddOns } from "./priced-answer";
import { findLead, leadDocument, notifyAfterCommit, withLeadLock } from "./quotes.service";

/**
 * The upsell record (is_upsell, linked to the complete record) with names resolved here and, when
 * the accept was priced, the quote priced again with the priced add-ons as lines of their own
 * (decision 097), so the owner sees each add-on and the new total.
 */
export async function recordUpsell(deps: AppDeps, leadId: string, token: string | undefined, ids: string[]) {
  const root = await findLead(deps.db, leadId, token);
  const document = await leadDocument(deps, root);
  const id = randomUUID();
  const outcome = await withLeadLock(deps.db, leadId, async (tx, records) => {
    const complete = records.find((r) => r.submissionStage === "complete" && !r.isUpsell);
    if (!complete || complete.responseStatus !== "accept") {
      throw new HttpError(409, "Additional services can be requested after accepting a quote.");
    }
    if (ids.length === 0) throw new HttpError(400, "Please select at least one service, or choose No thanks.");
    const resolved = resolveUpsellSelection(document, ids);
    if (!resolved.ok) throw new HttpError(400, resolved.message);
    const priced = pricedWithAddOns(document, complete, ids);

    const existing = records.find((r) => r.isUpsell);
    if (existing) {
      const same = JSON.stringify(existing.selectedUpsellServices) === JSON.stringify(resolved.names);
      if (same) return { submissionId: existing.id, services: resolved.names };
      throw new HttpError(409, "Your additional services were already requested.");
    }

    await tx.insert(formSubmissions).values({
      id,
      formId: root.formId,
      leadId,
      parentSubmissionId: complete.id,
      ...contactColumnsFrom((column) => complete[column]),
      consent: root.consent,
      serviceType: complete.serviceType,
      yardSize: complete.yardSize,
      isUpsell: true,
      selectedUpsellServices: resolved.names,
      quote: priced && complete.quote ? { ...complete.quote, priced } : null,
      lawnAreaSqFt: complete.lawnAreaSqFt,
      status: "pending",
      submissionStage: "complete",
      responseStatus: "accept",
    });
    return { submissionId: id, services: resolved.names };
  });
  if (outcome.submissionId === id) await notifyAfterCommit(deps, id);
  return outcome;
}
