import { addMonths } from "@yq/form-schema/agreement/instalments";
import { chargeSchema } from "@yq/form-schema/charges";
import { addDays } from "@yq/form-schema/scheduling/calendar-day";
import { webhookChargeDataSchema } from "@yq/form-schema/webhooks";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../app-env";
import { openPostgres } from "../db/client";
import { outbox } from "../db/schema/outbox";
import { visits } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { createDeps } from "../deps";
import { createLogger } from "../lib/logger";
import { markDayDone } from "../scheduling/plan-actions";
import { setVisitStatus } from "../scheduling/visits.service";
import { paymentsTestApp } from "../test/payments-setup";
import type { StripeStandIn } from "../test/stripe-stand-in";
import { TEST_ORIGIN, type TestApp } from "../test/test-app";
import { runBilling } from "./billing-run";
import { cardPlan, noonOn, noticesOf } from "../test/billing-plans";
import { leadCharges } from "./lead-charges";

// The billing run and the owner's "done" charging a plan's saved card (decision 122), against the
// Stripe stand-in through the real SDK; the run is driven through the days with its `now`. On
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where two runs on two pools really overlap.

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const paidNotices = (id: string) => [`charge-receipt:${id}:1`, `webhook:charge-succeeded:${id}:1`];

describe("a season paid in instalments, billed in advance", () => {
  it("charges each instalment of the stored agreement on its date, once", async () => {
    const plan = await cardPlan(t, stripe, { timing: "advance", season: true });
    const [record] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, plan.lead.submissionId));
    const { amountsCents, dates } = record!.quote!.agreement!.instalments!;
    expect(amountsCents).toHaveLength(3);

    expect(await runBilling(t.deps, noonOn(addDays(dates[0]!, -1)))).toMatchObject({ created: 0 });
    expect(await plan.chargesOf()).toEqual([]);
    for (const [i, day] of dates.entries()) {
      await runBilling(t.deps, noonOn(day));
      // Again on the same day, and again the next: nothing more.
      await runBilling(t.deps, noonOn(day));
      const rows = await plan.chargesOf();
      expect(rows).toHaveLength(i + 1);
      expect(rows[i]).toMatchObject({
        kind: "instalment",
        period: `i${i + 1}of3`,
        dueOn: day,
        amountCents: amountsCents[i],
        status: "succeeded",
        attempt: 1,
      });
      expect(plan.intents()).toHaveLength(i + 1);
    }
    await runBilling(t.deps, noonOn(addMonths(dates[2]!, 1)));
    expect(plan.intents().map((p) => p.amount)).toEqual(amountsCents);
    await stripe.payments.settled();
    const views = await leadCharges(t.db, plan.owner.userId, plan.lead.leadId);
    expect(views.map((v) => v.label)).toEqual(["Instalment 3 of 3", "Instalment 2 of 3", "Instalment 1 of 3"]);
    for (const view of views) {
      expect(chargeSchema.parse(view)).toEqual(view);
      expect(await noticesOf(t, view.id)).toEqual(paidNotices(view.id));
    }
    // Another owner sees none of them.
    expect(await leadCharges(t.db, (await t.signUp()).userId, plan.lead.leadId)).toEqual([]);

    // The receipt: in the business's name, the amount, what for, the payment's id and the page link.
    const [receipt] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `charge-receipt:${views[2]!.id}:1`));
    expect(receipt).toMatchObject({ kind: "charge_receipt", fromName: "Green Lawns" });
    expect(receipt!.subject).toContain("Payment received");
    expect(receipt!.text).toContain("Instalment 1 of 3");
    expect(receipt!.text).toContain(views[2]!.stripePaymentIntentId!);
    expect(receipt!.text).toContain(`${TEST_ORIGIN}/plan/${plan.lead.leadId}.`);
    const [hook] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "webhook"), like(outbox.dedupeKey, `%charge-succeeded:${views[0]!.id}:1`)));
    const payload = JSON.parse(hook!.text) as { type: string; data: unknown };
    expect(payload.type).toBe("charge.succeeded");
    expect(webhookChargeDataSchema.parse(payload.data)).toMatchObject({
      leadId: plan.lead.leadId,
      formId: plan.form.id,
      leadUrl: `${TEST_ORIGIN}/forms/${plan.form.id}/submissions`,
      charge: { id: views[0]!.id, status: "succeeded", label: "Instalment 3 of 3" },
    });
  });
});

describe("a weekly plan charged when done", () => {
  it("charges a visit marked done, and a day marked done, once; the run charges nothing of it", async () => {
    const plan = await cardPlan(t, stripe, { timing: "on_done" });
    const [first, second, third] = plan.visits;
    const done = await setVisitStatus(t.deps, plan.owner.userId, first!.id, "done");
    expect(done).toMatchObject({ status: "done", chargeStatus: "succeeded" });
    const [charge] = await plan.chargesOf();
    expect(charge).toMatchObject({
      kind: "visit",
      visitId: first!.id,
      bookingId: first!.bookingId,
      dueOn: first!.day,
      amountCents: 8000,
    });
    await setVisitStatus(t.deps, plan.owner.userId, first!.id, "done");

    // The crew went today: the day is marked done and its visit charged.
    await t.db.update(visits).set({ day: plan.owner.today }).where(eq(visits.id, second!.id));
    const day = await markDayDone(t.deps, plan.owner.userId, plan.owner.today);
    expect(day.done).toBe(1);
    expect(day.visits.find((v) => v.id === second!.id)).toMatchObject({ status: "done", chargeStatus: "succeeded" });
    expect((await markDayDone(t.deps, plan.owner.userId, plan.owner.today)).done).toBe(0);
    // Skipped: never charged. The run charges no visit of an on_done plan.
    await setVisitStatus(t.deps, plan.owner.userId, third!.id, "skipped");
    await runBilling(t.deps, noonOn(addDays(third!.day, 2)));
    expect(plan.intents()).toHaveLength(2);
    await stripe.payments.settled();
    for (const row of await plan.chargesOf()) expect(await noticesOf(t, row.id)).toEqual(paidNotices(row.id));
  });
});

describe("a weekly plan charged at the end of each day", () => {
  it("takes a visit still scheduled as done once its day has ended in the owner's zone, and charges it", async () => {
    const plan = await cardPlan(t, stripe, { timing: "end_of_day" });
    const [first, second] = plan.visits;
    const day = first!.day;
    await runBilling(t.deps, noonOn(day));
    // 11 pm in New York is already the next day in UTC: the day has not ended for the owner.
    await runBilling(t.deps, new Date(`${addDays(day, 1)}T03:30:00Z`));
    expect(await plan.chargesOf()).toEqual([]);
    const [still] = await t.db.select().from(visits).where(eq(visits.id, first!.id));
    expect(still!.status).toBe("scheduled");

    const run = await runBilling(t.deps, noonOn(addDays(day, 1)));
    expect(run.markedDone).toBe(1);
    const [after] = await t.db.select().from(visits).where(eq(visits.id, first!.id));
    expect(after!.status).toBe("done");
    expect(await plan.chargesOf()).toEqual([
      expect.objectContaining({ visitId: first!.id, status: "succeeded", amountCents: 8000 }),
    ]);
    // A visit skipped is not taken as done nor charged.
    await setVisitStatus(t.deps, plan.owner.userId, second!.id, "skipped");
    await runBilling(t.deps, noonOn(addDays(second!.day, 1)));
    expect(plan.intents()).toHaveLength(1);
  });
});

describe("a weekly plan billed monthly in advance", () => {
  it("charges the month's scheduled visits on the first visit's day of the month, and not the visits when done", async () => {
    const plan = await cardPlan(t, stripe, { timing: "advance" });
    const first = plan.visits[0]!.day;
    await runBilling(t.deps, noonOn(addDays(first, -1)));
    expect(await plan.chargesOf()).toEqual([]);
    await runBilling(t.deps, noonOn(first));
    await runBilling(t.deps, noonOn(addDays(first, 3)));
    const inMonth = plan.visits.filter((v) => v.day >= first && v.day < addMonths(first, 1));
    expect(await plan.chargesOf()).toEqual([
      expect.objectContaining({
        kind: "month",
        period: first.slice(0, 7),
        dueOn: first,
        amountCents: 8000 * inMonth.length,
        status: "succeeded",
      }),
    ]);
    await setVisitStatus(t.deps, plan.owner.userId, plan.visits[0]!.id, "done");
    expect(plan.intents()).toHaveLength(1);
  });
});

describe("a plan its owner cancelled from a later day", () => {
  const cancelFrom = async (plan: Awaited<ReturnType<typeof cardPlan>>, i: number) => {
    const { bookingId, day } = plan.visits[i]!;
    const res = await plan.owner.post(`/api/schedule/bookings/${bookingId}/cancel-rest`, { from: day });
    expect(res.status).toBe(200);
  };

  it("still takes the visits before that day as done at the end of their day, and charges them", async () => {
    const plan = await cardPlan(t, stripe, { timing: "end_of_day" });
    await cancelFrom(plan, 2);
    await runBilling(t.deps, noonOn(addDays(plan.visits[3]!.day, 1)));
    expect((await plan.chargesOf()).map((c) => [c.visitId, c.status])).toEqual([
      [plan.visits[0]!.id, "succeeded"],
      [plan.visits[1]!.id, "succeeded"],
    ]);
    const statuses = await t.db.select().from(visits).where(eq(visits.leadId, plan.lead.leadId));
    expect(statuses.filter((v) => v.status === "done").map((v) => v.id)).toEqual([
      plan.visits[0]!.id,
      plan.visits[1]!.id,
    ]);
  });

  it("charges the month in advance for the visits left before that day only", async () => {
    const plan = await cardPlan(t, stripe, { timing: "advance" });
    await cancelFrom(plan, 2);
    await runBilling(t.deps, noonOn(plan.visits[0]!.day));
    expect(await plan.chargesOf()).toEqual([
      expect.objectContaining({ kind: "month", amountCents: 2 * 8000, status: "succeeded" }),
    ]);
    await runBilling(t.deps, noonOn(addMonths(plan.visits[0]!.day, 1)));
    expect(await plan.chargesOf()).toHaveLength(1);
  });
});

describe("two billing runs at once", () => {
  it("charge each visit and each month exactly once", async () => {
    const daily = await cardPlan(t, stripe, { timing: "end_of_day" });
    const monthly = await cardPlan(t, stripe, { timing: "advance" });
    const now = noonOn(addDays(daily.visits[2]!.day, 1));
    let other: { deps: AppDeps; close: () => Promise<void> } | null = null;
    if (t.deps.database.kind === "postgres") {
      // A second server process: its own pool on the same database.
      const database = await openPostgres(String(t.deps.database.pool.options.connectionString), 5, () => {});
      other = { deps: createDeps(t.env, database, createLogger("silent")), close: database.close };
    }
    await Promise.all([runBilling(t.deps, now), runBilling(other?.deps ?? t.deps, now), runBilling(t.deps, now)]);
    await other?.close();
    expect(daily.intents()).toHaveLength(3);
    expect(monthly.intents()).toHaveLength(1);
    const rows = [...(await daily.chargesOf()), ...(await monthly.chargesOf())];
    expect(rows).toHaveLength(4);
    await stripe.payments.settled();
    for (const row of rows) {
      expect(row.status).toBe("succeeded");
      expect(await noticesOf(t, row.id)).toEqual(paidNotices(row.id));
    }
  });
});
