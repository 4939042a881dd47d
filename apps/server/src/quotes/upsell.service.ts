import { contactColumnsFrom } from "@yq/form-schema/contact-columns";
import { resolveUpsellSelection } from "@yq/form-schema/quote-choice";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../app-env";
import { eq } from "drizzle-orm";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { agreedWithAddOns } from "./priced-answer";
import { notifyAfterCommit } from "../lead-events/fan-out";
import { confirmWithoutUpsell } from "../lead-events/lead-emails";
import { findLead } from "../leads/lead-access";
import { leadDocument, withLeadLock } from "./quotes.service";
import { assertInsideArea, leadTravelMiles } from "./service-area.service";

/**
 * The upsell record (is_upsell, linked to the complete record) with names resolved here and, when
 * the accept was priced, the quote priced again with the priced add-ons as lines of their own,
 * so the owner sees each add-on and the new total.
 */
export async function recordUpsell(deps: AppDeps, leadId: string, token: string | undefined, ids: string[]) {
  const root = await findLead(deps.db, leadId, token);
  assertInsideArea(root);
  const document = await leadDocument(deps, root);
  const id = randomUUID();
  const outcome = await withLeadLock(deps.db, leadId, async (tx, records) => {
    const complete = records.find((r) => r.submissionStage === "complete" && !r.isUpsell);
    if (!complete || complete.responseStatus !== "accept") {
      throw new HttpError(409, "Additional services can be requested after accepting a quote.");
    }
    // "No thanks": nothing is added, and the confirmation waiting for this answer goes now.
    if (ids.length === 0) {
      await confirmWithoutUpsell(tx, complete.id);
      return { submissionId: null, services: [] };
    }
    const resolved = resolveUpsellSelection(document, ids);
    if (!resolved.ok) throw new HttpError(400, resolved.message);
    // The agreement again with the add-ons, on the accept's day and payment rule: a deposit or a
    // first charge not paid yet grows with them.
    const agreed = agreedWithAddOns(
      document,
      complete,
      ids,
      {
        payment: complete.paymentKind ? document.paymentSettings : null,
        today: complete.quote?.agreement?.agreedOn ?? complete.createdAt.toISOString().slice(0, 10),
      },
      leadTravelMiles(document, root.location),
    );
    const asked = agreed?.agreement.payment;

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
      quote: agreed && complete.quote ? { ...complete.quote, ...agreed } : null,
      lawnAreaSqFt: complete.lawnAreaSqFt,
      status: "pending",
      submissionStage: "complete",
      responseStatus: "accept",
    });
    if (complete.paymentStatus === "awaiting" && asked?.kind === complete.paymentKind && asked.amountCents) {
      await tx
        .update(formSubmissions)
        .set({ paymentAmountCents: asked.amountCents })
        .where(eq(formSubmissions.id, complete.id));
    }
    return { submissionId: id, services: resolved.names };
  });
  if (outcome.submissionId === id) await notifyAfterCommit(deps, id);
  return outcome;
}
