import { LAST_ATTEMPT, RETRY_AFTER_DAYS, type ChargeStatus } from "@yq/form-schema/charges";
import { eq } from "drizzle-orm";
import type { Queryable } from "../billing/current-subscription";
import { charges } from "../db/schema/charges";
import type { ChargeRow } from "./charge-outcome";
import { queueChargeNotices, type ChargeNoticeEnv } from "./charge-notices";
import { pausePlan, resumePlanIfPaid } from "./plan-pause";

const DAY_MS = 86_400_000;

/** When attempt `attempt` failed at `now`, the next one is made; null after the last. */
function nextRetryAfter(attempt: number, now = new Date()): Date | null {
  if (attempt >= LAST_ATTEMPT) return null;
  const days = RETRY_AFTER_DAYS[Math.max(0, attempt - 1)] ?? RETRY_AFTER_DAYS[RETRY_AFTER_DAYS.length - 1];
  return new Date(now.getTime() + days * DAY_MS);
}

/**
 * What follows a charge's status change from `before` to the row's (in the transaction that made
 * it, decision 122): a failure plans its retry (1, 3, 7 days) or, after the last attempt, pauses
 * the plan; a success clears any planned retry and resumes a plan left with nothing failing; both
 * queue their notices once. Returns the row as it now is.
 */
export async function afterSettled(
  tx: Queryable,
  env: ChargeNoticeEnv | null,
  before: ChargeStatus,
  row: ChargeRow,
  now = new Date(),
): Promise<ChargeRow> {
  if (row.status === before) return row;
  let settled = row;
  if (row.status === "failed" || row.status === "requires_action") {
    const nextRetryAt = nextRetryAfter(row.attempt, now);
    [settled = row] = await tx.update(charges).set({ nextRetryAt }).where(eq(charges.id, row.id)).returning();
    if (!nextRetryAt) await pausePlan(tx, row.userId, row.leadId, now);
  } else if (row.status === "succeeded") {
    if (row.nextRetryAt) {
      [settled = row] = await tx.update(charges).set({ nextRetryAt: null }).where(eq(charges.id, row.id)).returning();
    }
    await resumePlanIfPaid(tx, row.userId, row.leadId, now);
  } else {
    return row;
  }
  if (env) await queueChargeNotices(tx, env, settled, now);
  return settled;
}
