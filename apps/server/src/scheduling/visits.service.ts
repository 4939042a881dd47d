import type { ChargeStatus } from "@yq/form-schema/charges";
import {
  ADDRESS_FIELD_TYPES,
  CONTACT_COLUMN_OF,
  CONTACT_KEYS,
  type ContactColumn,
} from "@yq/form-schema/contact-fields";
import { leadServiceName } from "@yq/form-schema/quote-snapshot";
import type { ScheduledVisit, VisitStatus } from "@yq/form-schema/scheduling/booking";
import { scheduleText } from "@yq/form-schema/scheduling/schedule-words";
import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { bookingDays, bookings, visits } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { chargeMarkedDone } from "../charges/done-visits";
import { dbOf, depsOf, type DbOrDeps } from "./owner-deps";

export const VISIT_NOT_FOUND = "Visit not found.";

// The visit's customer from the lead's accepted record, which carries the contact and the quote.
const accepted = alias(formSubmissions, "accepted");

const contactColumns = Object.fromEntries(CONTACT_KEYS.map((key) => [key, accepted[key]])) as {
  [K in ContactColumn]: (typeof accepted)[K];
};

const visitColumns = {
  id: visits.id,
  bookingId: visits.bookingId,
  leadId: visits.leadId,
  formId: visits.formId,
  day: visits.day,
  status: visits.status,
  priceCents: visits.priceCents,
  rescheduleAskedAt: visits.rescheduleAskedAt,
  // The visit's charge, if any (one per visit: charges_visit_idx).
  chargeStatus: sql<ChargeStatus | null>`(select c.status from charges c where c.visit_id = ${visits.id})`,
  plan: bookings.plan,
  firstDay: bookings.firstDay,
  // A program is told by its rounds: the booking's visits.
  rounds: sql<number>`(select count(*)::int from ${visits} v where v.booking_id = ${bookings.id})`,
  ...contactColumns,
  serviceType: accepted.serviceType,
  yardSize: accepted.yardSize,
  quote: accepted.quote,
};

function selectVisits(db: Pick<Db, "select">) {
  return db
    .select(visitColumns)
    .from(visits)
    .innerJoin(bookings, eq(bookings.id, visits.bookingId))
    .leftJoin(
      accepted,
      and(eq(accepted.leadId, visits.leadId), eq(accepted.submissionStage, "complete"), eq(accepted.isUpsell, false)),
    );
}

type VisitRow = Awaited<ReturnType<ReturnType<typeof selectVisits>["where"]>>[number];

function scheduledVisit(row: VisitRow): ScheduledVisit {
  const address = ADDRESS_FIELD_TYPES.map((type) => row[CONTACT_COLUMN_OF[type]]?.trim())
    .filter(Boolean)
    .join(", ");
  const serviceLine = row.quote?.priced?.lines.find((l) => l.kind === "service");
  return {
    id: row.id,
    bookingId: row.bookingId,
    leadId: row.leadId,
    formId: row.formId,
    date: row.day,
    status: row.status,
    chargeStatus: row.chargeStatus,
    rescheduleAskedAt: row.rescheduleAskedAt?.toISOString() ?? null,
    customerName: row[CONTACT_COLUMN_OF.name],
    address: address || null,
    serviceName: row.serviceType === null && !row.quote ? null : leadServiceName(row),
    sizeLabel: serviceLine?.size ?? row.quote?.yardSize ?? row.yardSize,
    priceCents: row.priceCents,
    scheduleText: scheduleText(row.plan, row.firstDay, row.rounds),
  };
}

/** The owner's visits from `from` to `to`, both included: by day, then customer. */
export async function listVisits(db: Db, userId: string, from: string, to: string): Promise<ScheduledVisit[]> {
  return visitsWhere(db, and(eq(visits.userId, userId), gte(visits.day, from), lte(visits.day, to)));
}

/** The visits matching `where` (a condition on the visits table), by day, then customer. */
export async function visitsWhere(db: Pick<Db, "select">, where: SQL | undefined): Promise<ScheduledVisit[]> {
  const rows = await selectVisits(db)
    .where(where)
    .orderBy(asc(visits.day), sql`${accepted.customerName} asc nulls last`, asc(visits.id));
  return rows.map(scheduledVisit);
}

/**
 * Marks a visit done or skipped. A scheduled visit that is skipped gives its place on its day
 * back; one done keeps it (the crew went). Another owner's visit is a missing one. Given the
 * app's deps, a visit marked done is then charged when its plan is charged on_done; a card that
 * fails never fails the owner's action (its charge shows it).
 */
export async function setVisitStatus(
  given: DbOrDeps,
  userId: string,
  visitId: string,
  status: Extract<VisitStatus, "done" | "skipped">,
): Promise<ScheduledVisit> {
  const db = dbOf(given);
  await db.transaction(async (tx) => {
    const [visit] = await tx
      .select({ status: visits.status, day: visits.day })
      .from(visits)
      .where(and(eq(visits.id, visitId), eq(visits.userId, userId)))
      .for("update");
    if (!visit) throw new HttpError(404, VISIT_NOT_FOUND);
    if (visit.status === status) return;
    if (visit.status === "cancelled") throw new HttpError(409, "This visit was cancelled.");
    await tx.update(visits).set({ status }).where(eq(visits.id, visitId));
    const freed = visit.status !== "skipped" && status === "skipped";
    const retaken = visit.status === "skipped" && status !== "skipped";
    if (freed || retaken)
      await tx
        .update(bookingDays)
        .set({ taken: sql`greatest(${bookingDays.taken} + ${retaken ? 1 : -1}, 0)` })
        .where(and(eq(bookingDays.userId, userId), eq(bookingDays.day, visit.day)));
  });
  const deps = depsOf(given);
  if (deps && status === "done") await chargeMarkedDone(deps, [visitId]);
  return (await visitsWhere(db, eq(visits.id, visitId)))[0]!;
}
