import { LAST_ATTEMPT } from "@yq/form-schema/charges";
import { eq, like } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { charges } from "../db/schema/charges";
import { outbox } from "../db/schema/outbox";
import { bookings, visits } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { markDayDone } from "../scheduling/plan-actions";
import { setVisitStatus } from "../scheduling/visits.service";
import { paymentsTestApp, sendConnectEvent } from "../test/payments-setup";
import type { StripeStandIn } from "../test/stripe-stand-in";
import { TEST_ORIGIN, type TestApp } from "../test/test-app";
import { runBilling } from "./billing-run";
import { cardPlan, noticesOf } from "../test/billing-plans";
import { cardUpdated } from "./card-updated";
import { applyPaymentIntentEvent } from "./charge-events";

// A card that fails (decision 122): retried 1, 3 and 7 days after, each a new attempt with its
// own key; the customer told once per attempt; the plan paused after the last; a card update
// retries at once and resumes it. Against the Stripe stand-in, through the real SDK.

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const DAY = 86_400_000;
const chargeRow = async (id: string) => (await t.db.select().from(charges).where(eq(charges.id, id)))[0]!;
const failedNotices = (id: string, attempt: number) => [
  `charge-failed:${id}:${attempt}`,
  `webhook:charge-failed:${id}:${attempt}`,
];

/** A new card saved to the plan's customer on the owner's account, as a card update's Checkout leaves it. */
function newCard(plan: Awaited<ReturnType<typeof cardPlan>>) {
  const seti = stripe.payments.saveCard(plan.customer, plan.accountId, "succeeds");
  return stripe.payments.setupIntents.get(seti)!.payment_method;
}

describe("a declined card", () => {
  it("is retried on its days, then charged once the customer updates the card; each attempt told once", async () => {
    const plan = await cardPlan(t, stripe, { timing: "on_done", card: "declines" });
    const started = Date.now();
    // The owner's action succeeds; the charge shows the decline.
    const visit = await setVisitStatus(t.deps, plan.owner.userId, plan.visits[0]!.id, "done");
    expect(visit).toMatchObject({ status: "done", chargeStatus: "failed" });
    const [first] = await plan.chargesOf();
    expect(first).toMatchObject({ status: "failed", attempt: 1, failureMessage: "Your card was declined." });
    expect(first!.nextRetryAt!.getTime() - started).toBeGreaterThanOrEqual(DAY - 1000);
    expect(first!.nextRetryAt!.getTime() - Date.now()).toBeLessThanOrEqual(DAY);

    // Not before its day; then attempt 2, three days later attempt 3.
    await runBilling(t.deps, new Date(first!.nextRetryAt!.getTime() - 60_000));
    expect(plan.intents()).toHaveLength(1);
    await runBilling(t.deps, first!.nextRetryAt!);
    const second = await chargeRow(first!.id);
    expect(second).toMatchObject({ status: "failed", attempt: 2 });
    expect(second.idempotencyKey).toBe(`yq-charge-visit-${plan.visits[0]!.id}-2`);
    expect(second.nextRetryAt!.getTime() - first!.nextRetryAt!.getTime()).toBe(3 * DAY);
    await runBilling(t.deps, second.nextRetryAt!);
    const third = await chargeRow(first!.id);
    expect(third).toMatchObject({ status: "failed", attempt: 3 });
    expect(third.nextRetryAt!.getTime() - second.nextRetryAt!.getTime()).toBe(7 * DAY);
    expect(plan.intents()).toHaveLength(3);

    // The failure email: the business, what failed, when it is tried again, the link to update the card.
    const [email] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `charge-failed:${first!.id}:2`));
    expect(email!.subject).toBe("Your payment to Green Lawns didn't go through");
    expect(email!.text).toContain("Your card was declined.");
    expect(email!.text).toContain(`Update your card: ${TEST_ORIGIN}/plan/${plan.lead.leadId}.`);

    // The customer updates the card: the charge is retried at once, and goes through.
    const paymentMethodId = newCard(plan);
    const update = { leadId: plan.lead.leadId, customerId: plan.customer, paymentMethodId };
    await cardUpdated(t.deps, update);
    const paid = await chargeRow(first!.id);
    expect(paid).toMatchObject({ status: "succeeded", attempt: 4, nextRetryAt: null, failureMessage: null });
    expect(plan.intents()).toHaveLength(4);
    expect(plan.intents().at(-1)).toMatchObject({ payment_method: paymentMethodId, status: "succeeded" });
    const [record] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, plan.lead.submissionId));
    expect(record).toMatchObject({ paymentMethodId, paymentStatus: "card_saved" });
    // The same update again, and the retry that was planned: nothing more.
    await cardUpdated(t.deps, update);
    await runBilling(t.deps, third.nextRetryAt!);
    expect(plan.intents()).toHaveLength(4);

    await stripe.payments.settled();
    expect(await noticesOf(t, first!.id)).toEqual(
      [
        ...failedNotices(first!.id, 1),
        ...failedNotices(first!.id, 2),
        ...failedNotices(first!.id, 3),
        `charge-receipt:${first!.id}:4`,
        `webhook:charge-succeeded:${first!.id}:4`,
      ].sort(),
    );
  });

  it("told by Stripe's event first or again, is still told once", async () => {
    const plan = await cardPlan(t, stripe, { timing: "on_done", card: { declinesThenSucceeds: 1 } });
    await setVisitStatus(t.deps, plan.owner.userId, plan.visits[0]!.id, "done");
    const [row] = await plan.chargesOf();
    await runBilling(t.deps, row!.nextRetryAt!);
    expect(await chargeRow(row!.id)).toMatchObject({ status: "succeeded", attempt: 2 });
    await stripe.payments.settled();
    // The answer lost: the event settles it, and the same event (another id) again changes nothing.
    const delivered = stripe.payments.events.filter(
      (e) => e.type === "payment_intent.succeeded" && (e.object as { customer: string }).customer === plan.customer,
    );
    await t.db.update(charges).set({ status: "pending", stripePaymentIntentId: null }).where(eq(charges.id, row!.id));
    for (const n of [1, 2]) {
      const sent = await sendConnectEvent(t, "payment_intent.succeeded", delivered[0]!.object, plan.accountId, {
        id: `evt_again_${row!.id}_${n}`,
      });
      expect(sent.body.received).toBe(true);
    }
    expect((await chargeRow(row!.id)).status).toBe("succeeded");
    const told = [...failedNotices(row!.id, 1), `charge-receipt:${row!.id}:2`, `webhook:charge-succeeded:${row!.id}:2`];
    expect(await noticesOf(t, row!.id)).toEqual(told.sort());

    // The event first, before any notice was queued: it queues them, once however often it comes.
    await t.db.delete(outbox).where(like(outbox.dedupeKey, `%charge-%:${row!.id}:2`));
    await t.db.update(charges).set({ status: "pending", stripePaymentIntentId: null }).where(eq(charges.id, row!.id));
    const intent = delivered[0]!.object as Stripe.PaymentIntent;
    for (const _ of [1, 2]) {
      expect(await applyPaymentIntentEvent(t.db, plan.accountId, "payment_intent.succeeded", intent, t.env)).toBe(true);
    }
    expect(await noticesOf(t, row!.id)).toEqual(told.sort());
  });
});

describe("after the last retry fails", () => {
  it("pauses the plan's coming visits, which a day marked done leaves alone, until a card update resumes it", async () => {
    const plan = await cardPlan(t, stripe, { timing: "on_done", card: "declines" });
    await setVisitStatus(t.deps, plan.owner.userId, plan.visits[0]!.id, "done");
    let row = (await plan.chargesOf())[0]!;
    while (row.nextRetryAt) {
      await runBilling(t.deps, row.nextRetryAt);
      row = await chargeRow(row.id);
    }
    expect(row).toMatchObject({ status: "failed", attempt: LAST_ATTEMPT, nextRetryAt: null });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.leadId, plan.lead.leadId));
    expect(booking!.pausedAt).not.toBeNull();
    // Paused from the day of the last failure on (eleven days on); the visits before it stay as they were.
    const after = await t.db.select().from(visits).where(eq(visits.bookingId, booking!.id));
    const lastDay = new Date(Date.now() + 11 * DAY).toISOString().slice(0, 10);
    for (const v of after.filter((v) => v.day > lastDay)) expect(v.status).toBe("paused");
    expect(await noticesOf(t, row.id)).toContain(`charge-failed:${row.id}:${LAST_ATTEMPT}`);

    // A paused visit on today's schedule is not marked done with the day.
    const paused = after.find((v) => v.status === "paused")!;
    await t.db.update(visits).set({ day: plan.owner.today }).where(eq(visits.id, paused.id));
    expect((await markDayDone(t.deps, plan.owner.userId, plan.owner.today)).done).toBe(0);

    await cardUpdated(t.deps, { leadId: plan.lead.leadId, customerId: plan.customer, paymentMethodId: newCard(plan) });
    expect(await chargeRow(row.id)).toMatchObject({ status: "succeeded", attempt: LAST_ATTEMPT + 1 });
    const [resumed] = await t.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(resumed!.pausedAt).toBeNull();
    const now = await t.db.select().from(visits).where(eq(visits.bookingId, booking!.id));
    expect(now.filter((v) => v.status === "paused")).toEqual([]);
    expect(now.find((v) => v.id === paused.id)!.status).toBe("scheduled");
    await stripe.payments.settled();
  });
});
