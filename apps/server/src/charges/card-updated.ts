import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { stripeFor } from "../billing/stripe-client";
import { charges } from "../db/schema/charges";
import { formSubmissions } from "../db/schema/submissions";
import type { ChargeRow } from "./charge-outcome";
import { resumePlanIfPaid } from "./plan-pause";
import { FAILING, retryCharge } from "./retry-charge";
import { savedCard } from "./saved-card";

// The customer replaced their plan's card (payments/card-update.ts, on the Connect webhook):
// decision 122 keeps the new card on the accepted record, tries every failed charge again at
// once and resumes a paused plan when nothing is left failing.

/** Whether the charge's last attempt was already made with `paymentMethodId` (a repeat of the same update). */
async function triedWith(deps: AppDeps, row: ChargeRow, paymentMethodId: string): Promise<boolean> {
  if (!row.stripePaymentIntentId) return false;
  const card = await savedCard(deps, row.userId, row.leadId);
  const stripe = await stripeFor(deps.env);
  try {
    const intent = await stripe.paymentIntents.retrieve(
      row.stripePaymentIntentId,
      {},
      { stripeAccount: card.accountId },
    );
    const method = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
    return method === paymentMethodId;
  } catch {
    // Not found on this account (another account since): it was not this card.
    return false;
  }
}

/**
 * Stores the lead's new card and retries its failed charges with it. Idempotent: the same update
 * again stores the same card and retries nothing its card was already tried for. A retry Stripe
 * leaves unanswered stays pending for the billing run; the others still run.
 */
export async function cardUpdated(
  deps: AppDeps,
  input: { leadId: string; customerId: string; paymentMethodId: string },
  now = new Date(),
): Promise<void> {
  const [record] = await deps.db
    .update(formSubmissions)
    .set({ paymentCustomerId: input.customerId, paymentMethodId: input.paymentMethodId })
    .where(
      and(
        eq(formSubmissions.leadId, input.leadId),
        eq(formSubmissions.submissionStage, "complete"),
        eq(formSubmissions.isUpsell, false),
      ),
    )
    .returning({ id: formSubmissions.id });
  if (!record) return;
  const failing = await deps.db
    .select()
    .from(charges)
    .where(and(eq(charges.leadId, input.leadId), inArray(charges.status, [...FAILING])))
    .orderBy(asc(charges.createdAt));
  for (const row of failing) {
    try {
      if (await triedWith(deps, row, input.paymentMethodId)) continue;
      await retryCharge(deps, row, now);
    } catch (error) {
      deps.logger.warn({ err: error, chargeId: row.id }, "charge retry after a card update not completed");
    }
  }
  const [owner] = await deps.db
    .select({ userId: charges.userId })
    .from(charges)
    .where(eq(charges.leadId, input.leadId))
    .limit(1);
  if (owner) await deps.db.transaction((tx) => resumePlanIfPaid(tx, owner.userId, input.leadId, now));
}
