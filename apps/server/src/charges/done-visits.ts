import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { bookings, visits } from "../db/schema/scheduling";
import { HttpError } from "../lib/http-error";
import { chargeVisit, NO_PRICE } from "./charge-visit";
import { NO_CARD, OWNER_CANNOT_CHARGE } from "./saved-card";

// Visits the owner marked done (scheduling/visits.service.ts, plan-actions.ts) are charged right
// after, when their plan is charged when done (docs/decisions/122). The owner's action never
// fails because of a card: what went wrong is on the charge row, or in the log.

// Refusals that mean "nothing to charge here", not a fault: no card, an owner who cannot take
// charges, a visit without a price.
const NOTHING_TO_CHARGE = new Set([NO_CARD, OWNER_CANNOT_CHARGE, NO_PRICE]);

// A day of visits is charged a few at a time: Stripe answers each in about a second.
const AT_ONCE = 4;

/** Charges each visit of `visitIds` that is done, on a plan charged on_done and not paused. Never throws. */
export async function chargeMarkedDone(deps: AppDeps, visitIds: string[], now = new Date()): Promise<void> {
  if (visitIds.length === 0) return;
  const due = await deps.db
    .select({ id: visits.id })
    .from(visits)
    .innerJoin(bookings, eq(bookings.id, visits.bookingId))
    .where(
      and(
        inArray(visits.id, visitIds),
        eq(visits.status, "done"),
        eq(bookings.chargeTiming, "on_done"),
        isNull(bookings.pausedAt),
      ),
    );
  await chargeEach(
    deps,
    due.map((v) => v.id),
    now,
  );
}

/** Charges each visit, a few at a time, logging what failed; the charge rows keep the outcome. */
export async function chargeEach(deps: AppDeps, visitIds: string[], now = new Date()): Promise<number> {
  let next = 0;
  let charged = 0;
  const worker = async () => {
    while (next < visitIds.length) {
      const visitId = visitIds[next++]!;
      try {
        await chargeVisit(deps, visitId, now);
        charged += 1;
      } catch (error) {
        if (error instanceof HttpError && NOTHING_TO_CHARGE.has(error.message)) continue;
        deps.logger.warn({ err: error, visitId }, "visit charge not completed; its charge row tells where it stands");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, visitIds.length) }, worker));
  return charged;
}
