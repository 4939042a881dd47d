import { answersFromColumns } from "@yq/form-schema/contact-columns";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { followUpUnsubscribes, leadFollowUps } from "../db/schema/follow-ups";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { hashLeadToken, newLeadToken } from "../leads/lead-token";
import { lastChoiceShown } from "../leads/prices-shown";
import { resumedArea } from "./resume-area";

const RESUME_EXPIRED = "This link has expired or is not valid. Please start a new quote.";

/**
 * Trades the follow-up's resume token (good for one lead, for 7 days, and for nothing else) for a
 * fresh lead token, the visitor's saved answers and the last quote the form showed them (yard size
 * or measured lawn, frequency), so the form reopens at that quote. The lead
 * is marked as having come back. An answered lead has nothing left to reopen. Where the form has a
 * service area the lead carries its standing and travel miles, as its first record answered.
 */
export async function resumeLead(db: Db, token: string, now = new Date()) {
  const [followUp] = await db
    .select()
    .from(leadFollowUps)
    .where(and(eq(leadFollowUps.resumeTokenHash, hashLeadToken(token)), gt(leadFollowUps.resumeExpiresAt, now)));
  if (!followUp) throw new HttpError(404, RESUME_EXPIRED);
  const resumed = await db.transaction(async (tx) => {
    const [root] = await tx.select().from(formSubmissions).where(eq(formSubmissions.id, followUp.leadId)).for("update");
    if (!root) throw new HttpError(404, RESUME_EXPIRED);
    if (root.leadStage !== "started" && root.leadStage !== "quoted") {
      throw new HttpError(409, "This quote was already answered. Thank you!");
    }
    // The visitor's old browser tab (if any) loses its token; this one continues the lead.
    const fresh = newLeadToken();
    await tx.update(formSubmissions).set({ leadTokenHash: fresh.hash }).where(eq(formSubmissions.id, root.id));
    await tx
      .update(leadFollowUps)
      .set({ cameBackAt: sql`coalesce(${leadFollowUps.cameBackAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(leadFollowUps.leadId, root.id));
    return { root, lead: { leadId: root.id, token: fresh.token }, answers: answersFromColumns(root) };
  });
  const { root, lead, answers } = resumed;
  const [area, choice] = await Promise.all([resumedArea(db, root), lastChoiceShown(db, lead.leadId)]);
  return { formId: root.formId, lead: { ...lead, ...area }, answers, choice };
}

/** Records that the address of this follow-up wants no more from the form's owner. Idempotent. */
export async function unsubscribe(db: Db, token: string) {
  const [row] = await db
    .select({ email: leadFollowUps.email, userId: forms.userId })
    .from(leadFollowUps)
    .innerJoin(forms, eq(forms.id, leadFollowUps.formId))
    .where(eq(leadFollowUps.unsubscribeTokenHash, hashLeadToken(token)));
  if (!row) throw new HttpError(404, "This unsubscribe link is not valid.");
  await db
    .insert(followUpUnsubscribes)
    .values({ userId: row.userId, email: row.email.toLowerCase() })
    .onConflictDoNothing();
  return { email: row.email };
}
