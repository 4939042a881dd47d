import { addMonths } from "@yq/form-schema/agreement/instalments";
import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { instalmentPeriod, LAST_ATTEMPT, monthPeriod } from "@yq/form-schema/charges";
import type { ChargeTiming } from "@yq/form-schema/payment-settings";
import { and, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
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

/**
 * The accepted plans with a saved card, not paused, that are billed in advance or may be (a
 * season without visits follows its form's timing): one row each, with what both kinds of charge
 * read. A cancelled booking's visits before the cancel's day are still billed (the owner may cancel
 * from a later day, scheduling/plan-cancel.ts); its cancelled visits are not, being cancelled.
 */
function advancePlans(db: Db) {
  return db
    .select({
      userId: forms.userId,
      leadId: accepted.leadId,
      paymentKind: accepted.paymentKind,
      agreement: agreementSql,
      // Null without a stored agreement: neither kind is charged then.
      seasonal: sql<boolean | null>`${instalmentsSql}`,
      formTiming: sql<ChargeTiming | null>`${forms.paymentSettings}->>'chargeTiming'`,
      bookingId: bookings.id,
      bookingTiming: bookings.chargeTiming,
      firstDay: bookings.firstDay,
      cancelled: sql<boolean>`${bookings.cancelledAt} is not null`,
      failedLast: sql<boolean>`${failedLastSql}`,
      periods: sql<string[]>`(select coalesce(json_agg(c.period), '[]'::json) from ${charges} c
        where c.lead_id = ${accepted.leadId} and c.kind = 'instalment')`,
      lastMonth: sql<string | null>`(select max(c.period) from ${charges} c
        where c.lead_id = ${accepted.leadId} and c.kind = 'month')`,
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
        or(instalmentsSql, eq(bookings.chargeTiming, "advance")),
        hasSavedCardSql(accepted.leadId),
        isNull(bookings.pausedAt),
      ),
    );
}

type Plan = Awaited<ReturnType<typeof advancePlans>>[number];

/** One charge of the plan: the row written pending, keyed by its lead and period. */
const dueOf = (plan: Plan, kind: "instalment" | "month", amountCents: number, period: string, dueOn: string): Due => ({
  userId: plan.userId,
  leadId: plan.leadId!,
  bookingId: plan.bookingId,
  kind,
  amountCents,
  period,
  dueOn,
});

/** A seasonal contract's instalments whose date has come in the owner's zone, not charged yet. */
function dueInstalments(plan: Plan, today: string): Due[] {
  // A cancelled contract is charged nothing more; a booked plan keeps the timing of its booking,
  // a season without visits follows its form's.
  if (plan.cancelled || plan.failedLast || (plan.bookingTiming ?? plan.formTiming) !== "advance") return [];
  if (!plan.agreement?.instalments) return [];
  const { amountsCents, dates } = plan.agreement.instalments;
  const charged = new Set(plan.periods);
  return amountsCents.flatMap((amountCents, i) => {
    const period = instalmentPeriod(i + 1, amountsCents.length);
    // A first charge taken in full at the accept was the first instalment (agreement.ts).
    if (i === 0 && plan.paymentKind === "full") return [];
    if (dates[i]! > today || charged.has(period) || amountCents < MIN_CENTS) return [];
    return [dueOf(plan, "instalment", amountCents, period, dates[i]!)];
  });
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

/** This month of a plan charged monthly in advance, once its charge day has come. */
async function dueMonth(db: Db, plan: Plan, today: string): Promise<Due[]> {
  if (plan.bookingTiming !== "advance" || !plan.bookingId || !plan.firstDay) return [];
  const month = monthOf(plan.firstDay, today);
  if (!month) return [];
  const period = monthPeriod(month.from);
  if (plan.lastMonth && plan.lastMonth >= period) return [];
  // The visits of the month ahead as they are scheduled now (done already on the charge day too).
  const [sum] = await db
    .select({ cents: sql<number>`coalesce(sum(${visits.priceCents}), 0)::int` })
    .from(visits)
    .where(
      and(
        eq(visits.bookingId, plan.bookingId),
        inArray(visits.status, ["scheduled", "done"]),
        gte(visits.day, month.from),
        lt(visits.day, month.to),
      ),
    );
  const amountCents = sum?.cents ?? 0;
  return amountCents < MIN_CENTS ? [] : [dueOf(plan, "month", amountCents, period, month.from)];
}

/** Writes the advance charges due at `now` (pending); the number of rows this call wrote. */
export async function createDueCharges(deps: Pick<AppDeps, "db">, now = new Date()): Promise<number> {
  const due: Due[] = [];
  for (const plan of await advancePlans(deps.db)) {
    if (!plan.leadId) continue;
    const today = await ownerToday(deps.db, plan.userId, now);
    if (plan.seasonal) due.push(...dueInstalments(plan, today));
    else if (plan.seasonal === false) due.push(...(await dueMonth(deps.db, plan, today)));
  }
  return insertDue(deps.db, due);
}
