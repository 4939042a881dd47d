import { addMonths } from "@yq/form-schema/agreement/instalments";
import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { instalmentPeriod, LAST_ATTEMPT, monthPeriod } from "@yq/form-schema/charges";
import type { ChargeTiming } from "@yq/form-schema/payment-settings";
import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { charges } from "../db/schema/charges";
import { forms } from "../db/schema/forms";
import { bookings, visits } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { MIN_CENTS } from "./charge-visit";
import { ownerToday } from "./plan-pause";
import { hasSavedCardSql } from "./saved-card";
import { chargeKey } from "./settle-charge";

// The charges of plans billed in advance (docs/decisions/122) that have fallen due: a seasonal
// contract's instalments on their dates, any other plan's month on the first visit's day of the
// month. Each is inserted with on conflict do nothing on (lead, period), so processes running at
// once write one row; the billing run settles it (billing-run.ts).

const accepted = formSubmissions;
const upsell = alias(formSubmissions, "upsell");

// The agreement the visitor agreed to: the upsell's once they added to it (scheduling/booking-context.ts).
const agreementSql = sql<Agreement | null>`coalesce(${upsell.quote}->'agreement', ${accepted.quote}->'agreement')`;
const instalmentsSql = sql`jsonb_typeof(${agreementSql}->'instalments') = 'object'`;

// A plan whose card failed its last retry is not charged anything new until the card is updated;
// a booked plan is paused then (plan-pause.ts), a season without visits has only its charges to tell.
const failedLastSql = sql`exists (select 1 from ${charges} f where f.lead_id = ${accepted.leadId}
  and f.status in ('failed', 'requires_action') and f.next_retry_at is null and f.attempt >= ${LAST_ATTEMPT})`;

type Due = Pick<typeof charges.$inferInsert, "userId" | "leadId" | "bookingId" | "kind" | "amountCents"> & {
  period: string;
  dueOn: string;
};

async function insertDue(db: Db, due: Due[]): Promise<number> {
  if (due.length === 0) return 0;
  const rows = due.map((d) => ({ ...d, idempotencyKey: chargeKey({ ...d, id: "", visitId: null }, 1) }));
  const made = await db.insert(charges).values(rows).onConflictDoNothing().returning({ id: charges.id });
  return made.length;
}

/** Instalments of seasonal contracts charged in advance whose date has come in the owner's zone. */
async function dueInstalments(db: Db, now: Date): Promise<Due[]> {
  const rows = await db
    .select({
      userId: forms.userId,
      leadId: accepted.leadId,
      paymentKind: accepted.paymentKind,
      agreement: agreementSql,
      formTiming: sql<ChargeTiming | null>`${forms.paymentSettings}->>'chargeTiming'`,
      bookingId: bookings.id,
      bookingTiming: bookings.chargeTiming,
      periods: sql<string[]>`(select coalesce(json_agg(c.period), '[]'::json) from ${charges} c
        where c.lead_id = ${accepted.leadId} and c.kind = 'instalment')`,
    })
    .from(accepted)
    .innerJoin(forms, eq(forms.id, accepted.formId))
    .leftJoin(upsell, and(eq(upsell.leadId, accepted.leadId), eq(upsell.isUpsell, true)))
    .leftJoin(bookings, eq(bookings.leadId, accepted.leadId))
    .where(
      and(
        eq(accepted.submissionStage, "complete"),
        eq(accepted.isUpsell, false),
        eq(accepted.responseStatus, "accept"),
        instalmentsSql,
        hasSavedCardSql(accepted.leadId),
        isNull(bookings.pausedAt),
        isNull(bookings.cancelledAt),
        sql`not ${failedLastSql}`,
      ),
    );
  const due: Due[] = [];
  for (const row of rows) {
    // A booked plan keeps the timing of its booking; a season without visits follows its form's.
    if ((row.bookingTiming ?? row.formTiming) !== "advance" || !row.leadId || !row.agreement?.instalments) continue;
    const { amountsCents, dates } = row.agreement.instalments;
    const today = await ownerToday(db, row.userId, now);
    const charged = new Set(row.periods);
    amountsCents.forEach((amountCents, i) => {
      const period = instalmentPeriod(i + 1, amountsCents.length);
      // A first charge taken in full at the accept was the first instalment (agreement.ts).
      if (i === 0 && row.paymentKind === "full") return;
      if (dates[i]! > today || charged.has(period) || amountCents < MIN_CENTS) return;
      due.push({
        userId: row.userId,
        leadId: row.leadId!,
        bookingId: row.bookingId,
        kind: "instalment",
        amountCents,
        period,
        dueOn: dates[i]!,
      });
    });
  }
  return due;
}

/** The month whose charge day (the first visit's day of the month) is the latest not after `today`. */
function monthOf(firstDay: string, today: string): { from: string; to: string } | null {
  if (firstDay > today) return null;
  const [fy, fm] = firstDay.split("-").map(Number) as [number, number];
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  let k = (ty - fy) * 12 + (tm - fm);
  if (addMonths(firstDay, k) > today) k -= 1;
  return { from: addMonths(firstDay, k), to: addMonths(firstDay, k + 1) };
}

/** This month of each plan charged monthly in advance, once its charge day has come. */
async function dueMonths(db: Db, now: Date): Promise<Due[]> {
  const rows = await db
    .select({
      userId: bookings.userId,
      leadId: bookings.leadId,
      bookingId: bookings.id,
      firstDay: bookings.firstDay,
      lastPeriod: sql<string | null>`(select max(c.period) from ${charges} c
        where c.lead_id = ${bookings.leadId} and c.kind = 'month')`,
    })
    .from(bookings)
    .innerJoin(
      accepted,
      and(eq(accepted.leadId, bookings.leadId), eq(accepted.submissionStage, "complete"), eq(accepted.isUpsell, false)),
    )
    .leftJoin(upsell, and(eq(upsell.leadId, accepted.leadId), eq(upsell.isUpsell, true)))
    .where(
      and(
        eq(bookings.chargeTiming, "advance"),
        isNull(bookings.pausedAt),
        isNull(bookings.cancelledAt),
        sql`not ${instalmentsSql}`,
        hasSavedCardSql(bookings.leadId),
      ),
    );
  const due: Due[] = [];
  for (const row of rows) {
    const month = monthOf(row.firstDay, await ownerToday(db, row.userId, now));
    if (!month) continue;
    const period = monthPeriod(month.from);
    if (row.lastPeriod && row.lastPeriod >= period) continue;
    // The visits of the month ahead as they are scheduled now (done already on the charge day too).
    const [sum] = await db
      .select({ cents: sql<number>`coalesce(sum(${visits.priceCents}), 0)::int` })
      .from(visits)
      .where(
        and(
          eq(visits.bookingId, row.bookingId),
          inArray(visits.status, ["scheduled", "done"]),
          gte(visits.day, month.from),
          lt(visits.day, month.to),
        ),
      );
    const amountCents = sum?.cents ?? 0;
    if (amountCents < MIN_CENTS) continue;
    due.push({
      userId: row.userId,
      leadId: row.leadId,
      bookingId: row.bookingId,
      kind: "month",
      amountCents,
      period,
      dueOn: month.from,
    });
  }
  return due;
}

/** Writes the advance charges due at `now` (pending); the number of rows this call wrote. */
export async function createDueCharges(deps: Pick<AppDeps, "db">, now = new Date()): Promise<number> {
  const [instalments, months] = await Promise.all([dueInstalments(deps.db, now), dueMonths(deps.db, now)]);
  return insertDue(deps.db, [...instalments, ...months]);
}
