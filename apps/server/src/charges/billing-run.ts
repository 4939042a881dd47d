import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { charges } from "../db/schema/charges";
import { bookings, visits } from "../db/schema/scheduling";
import { createDueCharges } from "./billing-due";
import { MIN_CENTS } from "./charge-visit";
import { chargeEach } from "./done-visits";
import { ownerToday } from "./plan-pause";
import { FAILING, retryCharge } from "./retry-charge";
import { hasSavedCardSql } from "./saved-card";
import { settleCharge } from "./settle-charge";

// The billing run (docs/decisions/122), every minute in every server process
// (billing-scheduler.ts): it writes what has fallen due with on conflict do nothing, then sends
// each pending charge with its own key (decision 121), so processes running at once charge each
// thing once and a charge a killed process left pending is settled by the next run.

export type BillingRunResult = { markedDone: number; created: number; retried: number; settled: number };

// Pending charges settled per run; the rest wait a minute.
const BATCH = 200;

const noChargeSql = sql`not exists (select 1 from ${charges} c where c.visit_id = ${visits.id})`;

/** The owners' "today" by owner, each read once per run. */
function todays(deps: AppDeps, now: Date) {
  const known = new Map<string, Promise<string>>();
  return (userId: string) => {
    let today = known.get(userId);
    if (!today) known.set(userId, (today = ownerToday(deps.db, userId, now)));
    return today;
  };
}

/** Visits still scheduled on end_of_day plans whose day has ended in the owner's zone: done. */
async function markEndedDays(deps: AppDeps, now: Date, todayOf: (userId: string) => Promise<string>) {
  // No zone is more than a day ahead of UTC: a day not after UTC's tomorrow may have ended.
  const latest = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  // A cancelled booking's visits are cancelled from the cancel's day on; the ones before it (an
  // owner may cancel from a later day, scheduling/plan-cancel.ts) are still done and charged.
  const endOfDay = and(eq(bookings.chargeTiming, "end_of_day"), isNull(bookings.pausedAt), lte(visits.day, latest));
  const scheduled = await deps.db
    .select({ id: visits.id, userId: visits.userId, day: visits.day })
    .from(visits)
    .innerJoin(bookings, eq(bookings.id, visits.bookingId))
    .where(and(endOfDay, eq(visits.status, "scheduled")));
  const ended: string[] = [];
  for (const v of scheduled) if (v.day < (await todayOf(v.userId))) ended.push(v.id);
  const marked =
    ended.length === 0
      ? []
      : await deps.db
          .update(visits)
          .set({ status: "done" })
          .where(and(inArray(visits.id, ended), eq(visits.status, "scheduled")))
          .returning({ id: visits.id });
  // Done (by the owner or just now) and not charged yet: charged now that its day is over.
  const done = await deps.db
    .select({ id: visits.id, userId: visits.userId, day: visits.day })
    .from(visits)
    .innerJoin(bookings, eq(bookings.id, visits.bookingId))
    .where(
      and(
        endOfDay,
        eq(visits.status, "done"),
        sql`${visits.priceCents} >= ${MIN_CENTS}`,
        noChargeSql,
        hasSavedCardSql(visits.leadId),
      ),
    );
  const toCharge: string[] = [];
  for (const v of done) if (v.day < (await todayOf(v.userId))) toCharge.push(v.id);
  return { marked: marked.length, toCharge };
}

/** One billing run at `now` (a test drives the days with it). */
export async function runBilling(deps: AppDeps, now = new Date()): Promise<BillingRunResult> {
  const todayOf = todays(deps, now);
  const { marked, toCharge } = await markEndedDays(deps, now, todayOf);
  await chargeEach(deps, toCharge, now);
  const created = await createDueCharges(deps, now);

  const dueRetries = await deps.db
    .select()
    .from(charges)
    .where(and(inArray(charges.status, [...FAILING]), lte(charges.nextRetryAt, now)))
    .orderBy(asc(charges.nextRetryAt))
    .limit(BATCH);
  let retried = 0;
  for (const row of dueRetries) {
    try {
      if (await retryCharge(deps, row, now)) retried += 1;
    } catch (error) {
      deps.logger.warn({ err: error, chargeId: row.id }, "charge retry not completed; it stays pending");
    }
  }

  const pending = await deps.db
    .select()
    .from(charges)
    .where(eq(charges.status, "pending"))
    .orderBy(asc(charges.createdAt))
    .limit(BATCH);
  let settled = 0;
  for (const row of pending) {
    try {
      if ((await settleCharge(deps, row, now)).status !== "pending") settled += 1;
    } catch (error) {
      deps.logger.warn({ err: error, chargeId: row.id }, "pending charge not settled; tried again next run");
    }
  }
  return { markedDone: marked, created, retried, settled };
}
