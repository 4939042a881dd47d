import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { charges } from "../db/schema/charges";
import type { ChargeRow } from "./charge-outcome";
import { chargeKey, settleCharge } from "./settle-charge";

export const FAILING = ["failed", "requires_action"] as const;

/**
 * Tries a failed charge again as its next attempt, with that attempt's own key (decision 121: a
 * retry is a new attempt, never a replay of the decline). Only the caller that moves it from its
 * failed attempt does so, so two processes retrying at once make one attempt; null for the other.
 */
export async function retryCharge(deps: AppDeps, row: ChargeRow, now = new Date()): Promise<ChargeRow | null> {
  const attempt = row.attempt + 1;
  const [moved] = await deps.db
    .update(charges)
    .set({
      status: "pending",
      attempt,
      idempotencyKey: chargeKey(row, attempt),
      nextRetryAt: null,
      failureMessage: null,
      stripePaymentIntentId: null,
      updatedAt: new Date(),
    })
    .where(and(eq(charges.id, row.id), eq(charges.attempt, row.attempt), inArray(charges.status, [...FAILING])))
    .returning();
  return moved ? settleCharge(deps, moved, now) : null;
}
