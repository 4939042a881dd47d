import { isUuid } from "@yq/form-schema/ids";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Queryable } from "../billing/current-subscription";
import { charges } from "../db/schema/charges";
import { visits } from "../db/schema/scheduling";
import { HttpError } from "../lib/http-error";
import type { ChargeRow } from "./charge-outcome";
import { savedCard } from "./saved-card";
import { settleCharge, visitChargeKey } from "./settle-charge";

export { visitChargeKey } from "./settle-charge";

export const VISIT_NOT_FOUND = "This visit was not found.";
export const NOT_DONE = "Only a visit marked done is charged.";
export const NO_PRICE = "This visit has no price of at least $0.50 to charge.";

/** Stripe's smallest card charge, in cents. */
export const MIN_CENTS = 50;

const chargeOfVisit = async (db: Queryable, visitId: string) =>
  (await db.select().from(charges).where(eq(charges.visitId, visitId)))[0] ?? null;

/**
 * Charges a done visit's stored price to its lead's saved card, off-session on the owner's
 * connected account, once. The charge row (with its unique key) is written before Stripe is
 * called; a visit charged already answers its charge, and a charge left pending (a crash, a
 * timeout, a second server) is settled with the same key, so Stripe replays the first result.
 */
export async function chargeVisit(deps: AppDeps, visitId: string, now = new Date()): Promise<ChargeRow> {
  if (!isUuid(visitId)) throw new HttpError(404, VISIT_NOT_FOUND);
  const [visit] = await deps.db.select().from(visits).where(eq(visits.id, visitId));
  if (!visit) throw new HttpError(404, VISIT_NOT_FOUND);
  const existing = await chargeOfVisit(deps.db, visitId);
  if (existing) return settleCharge(deps, existing, now);
  if (visit.status !== "done") throw new HttpError(409, NOT_DONE);
  // The price the server stored when the visit was booked (scheduling/booking.service.ts).
  const amountCents = visit.priceCents;
  if (!amountCents || amountCents < MIN_CENTS) throw new HttpError(409, NO_PRICE);
  // Refused before a row is written: no card, or an owner whose account cannot take charges.
  await savedCard(deps, visit.userId, visit.leadId);
  await deps.db
    .insert(charges)
    .values({
      userId: visit.userId,
      leadId: visit.leadId,
      visitId,
      bookingId: visit.bookingId,
      dueOn: visit.day,
      kind: "visit",
      amountCents,
      idempotencyKey: visitChargeKey(visitId, 1),
    })
    .onConflictDoNothing();
  const row = await chargeOfVisit(deps.db, visitId);
  if (!row) throw new HttpError(404, VISIT_NOT_FOUND);
  return settleCharge(deps, row, now);
}
