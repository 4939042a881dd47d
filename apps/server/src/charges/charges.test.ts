import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { charges } from "../db/schema/charges";
import { visits } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { book, bookingOwner } from "../test/booking-fixtures";
import { acceptedLead, paymentForm, paymentsTestApp, sendConnectEvent } from "../test/payments-setup";
import type { CardBehaviour } from "../test/stripe-payment-intents-stand-in";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";
import { chargeSchema } from "@yq/form-schema/charges";
import { profiles } from "../db/schema/profiles";
import { chargeView } from "./charge-outcome";
import { chargeVisit, NO_PRICE, NOT_DONE, VISIT_NOT_FOUND, visitChargeKey } from "./charge-visit";
import { CHARGE_NOT_FOUND, NOT_REFUNDABLE, refundCharge } from "./refund-charge";
import { NO_CARD, OWNER_CANNOT_CHARGE } from "./saved-card";

// Charging a saved card per visit against the Stripe stand-in, through the real SDK. Run on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL, where the two concurrent charges really overlap.

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const chargeRow = async (id: string) => (await t.db.select().from(charges).where(eq(charges.id, id)))[0];
const intentsOf = (customer: string) =>
  [...stripe.payments.paymentIntents.values()].filter((i) => i.customer === customer);
const intentPosts = () => stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents").length;

/** A connected owner's weekly lead ($80 a visit) that saved its card at acceptance and booked. */
async function bookedCardLead(card: CardBehaviour = "succeeds", mode: "card" | "none" = "card") {
  const owner = await bookingOwner(t);
  const { url: onboarding } = (await (await owner.post("/api/payments/connect")).json()) as { url: string };
  expect((await fetch(onboarding, { method: "POST", redirect: "manual" })).status).toBe(303);
  const form = await paymentForm(t, owner.userId, { mode });
  const lead = await acceptedLead(t, form.id);
  let paymentMethod = "";
  let customer = "";
  if (mode === "card") {
    const res = await t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
    const { url } = (await res.json()) as { url: string };
    expect((await fetch(url, { method: "POST", redirect: "manual" })).status).toBe(303);
    const session = stripe.sessions.get(url.split("/").pop()!)!;
    paymentMethod = stripe.payments.cardOfSession(session)!;
    customer = String(session.customer);
    stripe.payments.setCard(paymentMethod, card);
  }
  expect((await book(t, lead, owner.day(3))).status).toBe(201);
  const booked = await t.db.select().from(visits).where(eq(visits.leadId, lead.leadId)).orderBy(asc(visits.day));
  const done = async (i = 0) => {
    await t.db.update(visits).set({ status: "done" }).where(eq(visits.id, booked[i].id));
    return booked[i];
  };
  return { owner, lead, visits: booked, done, paymentMethod, customer };
}

/** What a crash between Stripe's answer and its record leaves: the row pending, Stripe holding the intent. */
async function forgetAnswer(id: string, change: Partial<typeof charges.$inferInsert> = {}) {
  await stripe.payments.settled();
  await t.db
    .update(charges)
    .set({ status: "pending", stripePaymentIntentId: null, failureMessage: null, ...change })
    .where(eq(charges.id, id));
}

describe("charging a done visit to the saved card", () => {
  it("charges a weekly visit its stored price once: twice at once, again, and after a crash", async () => {
    const { lead, visits: booked, done, customer, paymentMethod } = await bookedCardLead();
    expect(booked.length).toBeGreaterThan(1);
    const visit = await done(0);
    // Someone changing the price in the browser changes nothing: the stored price is charged.
    expect(visit.priceCents).toBe(8000);
    const posts = intentPosts();

    const [a, b] = await Promise.all([chargeVisit(t.deps, visit.id), chargeVisit(t.deps, visit.id)]);
    expect(a).toMatchObject({
      id: b.id,
      status: "succeeded",
      amountCents: 8000,
      kind: "visit",
      attempt: 1,
      leadId: lead.leadId,
      visitId: visit.id,
      idempotencyKey: visitChargeKey(visit.id, 1),
      failureMessage: null,
    });
    expect(b.stripePaymentIntentId).toBe(a.stripePaymentIntentId);
    expect(chargeSchema.parse(chargeView(a))).toEqual(chargeView(a));
    expect(intentPosts() - posts).toBeGreaterThanOrEqual(2);
    const [intent] = intentsOf(customer);
    expect(intentsOf(customer)).toHaveLength(1);
    expect(intent).toMatchObject({
      id: a.stripePaymentIntentId,
      amount: 8000,
      currency: "usd",
      payment_method: paymentMethod,
    });
    // The card's customer and payment method are kept on the accepted record for the next visits.
    const [record] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, lead.submissionId));
    expect(record).toMatchObject({ paymentCustomerId: customer, paymentMethodId: paymentMethod });

    // A charged visit answers its charge and asks Stripe nothing.
    const afterBoth = intentPosts();
    expect(await chargeVisit(t.deps, visit.id)).toMatchObject({ id: a.id, status: "succeeded" });
    expect(intentPosts()).toBe(afterBoth);

    // Crashed after Stripe charged: the same key replays the same intent.
    await forgetAnswer(a.id);
    expect(await chargeVisit(t.deps, visit.id)).toMatchObject({
      status: "succeeded",
      stripePaymentIntentId: intent.id,
    });
    expect(intentsOf(customer)).toHaveLength(1);

    // Past the key's life, the intent is found among the customer's by its charge, not made again.
    await forgetAnswer(a.id, { updatedAt: new Date(Date.now() - 2 * 86_400_000) });
    const posted = intentPosts();
    expect(await chargeVisit(t.deps, visit.id)).toMatchObject({
      status: "succeeded",
      stripePaymentIntentId: intent.id,
    });
    expect(intentPosts()).toBe(posted);
    expect(intentsOf(customer)).toHaveLength(1);

    // The next visit is its own charge.
    const second = await chargeVisit(t.deps, (await done(1)).id);
    expect(second).toMatchObject({ status: "succeeded", amountCents: booked[1].priceCents });
    expect(second.id).not.toBe(a.id);
    expect(intentsOf(customer)).toHaveLength(2);
  });

  it("records a decline with its message, and a bank asking the homeowner as requires_action", async () => {
    const declined = await bookedCardLead("declines");
    const failed = await chargeVisit(t.deps, (await declined.done()).id);
    expect(failed).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
    expect(failed.stripePaymentIntentId).toBe(intentsOf(declined.customer)[0].id);
    await stripe.payments.settled();
    expect(await chargeRow(failed.id)).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
    // A failed charge is not sent again by calling again (retries are a new attempt, a new key).
    expect(await chargeVisit(t.deps, failed.visitId!)).toMatchObject({ id: failed.id, status: "failed" });
    expect(intentsOf(declined.customer)).toHaveLength(1);

    const poor = await bookedCardLead("insufficient_funds");
    expect(await chargeVisit(t.deps, (await poor.done()).id)).toMatchObject({
      status: "failed",
      failureMessage: "Your card has insufficient funds.",
    });

    const held = await bookedCardLead("requires_authentication");
    expect(await chargeVisit(t.deps, (await held.done()).id)).toMatchObject({
      status: "requires_action",
      failureMessage: "Your card was declined. This transaction requires authentication.",
    });
  });

  it("refuses a visit not done, a lead without a saved card, and writes no charge", async () => {
    const { visits: booked } = await bookedCardLead();
    await expect(chargeVisit(t.deps, booked[0].id)).rejects.toMatchObject({ status: 409, message: NOT_DONE });
    const plain = await bookedCardLead("succeeds", "none");
    await expect(chargeVisit(t.deps, (await plain.done()).id)).rejects.toMatchObject({ status: 409, message: NO_CARD });
    expect(await t.db.select().from(charges).where(eq(charges.leadId, plain.lead.leadId))).toEqual([]);
    await expect(chargeVisit(t.deps, "not-a-visit")).rejects.toMatchObject({ status: 404, message: VISIT_NOT_FOUND });

    const { owner, visits: cheap, done } = await bookedCardLead();
    await t.db.update(visits).set({ priceCents: 49 }).where(eq(visits.id, cheap[0].id));
    await expect(chargeVisit(t.deps, (await done(0)).id)).rejects.toMatchObject({ status: 409, message: NO_PRICE });
    await t.db.update(profiles).set({ stripeChargesEnabled: false }).where(eq(profiles.id, owner.userId));
    await expect(chargeVisit(t.deps, (await done(1)).id)).rejects.toMatchObject({
      status: 409,
      message: OWNER_CANNOT_CHARGE,
    });
    expect(await t.db.select().from(charges).where(eq(charges.userId, owner.userId))).toEqual([]);
  });
});

describe("refunding a charge", () => {
  /** The owner's refund, as the route records who made it (audit/audit.service.ts). */
  const by = (userId: string) => ({ actorId: userId, address: null });

  it("refunds the owner's charge in full once; another owner gets a 404", async () => {
    const { owner, done } = await bookedCardLead();
    const charge = await chargeVisit(t.deps, (await done()).id);
    const refunded = await refundCharge(t.deps, owner.userId, charge.id, by(owner.userId));
    expect(refunded).toMatchObject({ id: charge.id, status: "refunded" });
    const ofIntent = () =>
      [...stripe.payments.refunds.values()].filter((r) => r.payment_intent === charge.stripePaymentIntentId);
    expect(ofIntent()).toEqual([expect.objectContaining({ amount: 8000, status: "succeeded" })]);
    expect(await refundCharge(t.deps, owner.userId, charge.id, by(owner.userId))).toMatchObject({ status: "refunded" });
    // Lost answer: the row still says succeeded, Stripe has the refund; the same key replays it.
    await t.db.update(charges).set({ status: "succeeded" }).where(eq(charges.id, charge.id));
    expect(await refundCharge(t.deps, owner.userId, charge.id, by(owner.userId))).toMatchObject({ status: "refunded" });
    expect(ofIntent()).toHaveLength(1);

    const other = await t.signUp();
    await expect(refundCharge(t.deps, other.userId, charge.id, by(other.userId))).rejects.toMatchObject({
      status: 404,
      message: CHARGE_NOT_FOUND,
    });
    const declined = await bookedCardLead("declines");
    const failed = await chargeVisit(t.deps, (await declined.done()).id);
    await expect(
      refundCharge(t.deps, declined.owner.userId, failed.id, by(declined.owner.userId)),
    ).rejects.toMatchObject({
      status: 409,
      message: NOT_REFUNDABLE,
    });
  });
});

describe("payment_intent events on the Connect webhook", () => {
  it("settle a charge whose answer was lost, once, and only from the owner's own account", async () => {
    const { owner, done, customer } = await bookedCardLead();
    const charge = await chargeVisit(t.deps, (await done()).id);
    const account = (await (await owner.get("/api/payments/account")).json()).accountId as string;
    const delivered = stripe.payments.events.find(
      (e) => e.type === "payment_intent.succeeded" && (e.object as { customer: string }).customer === customer,
    )!;
    expect(delivered.account).toBe(account);
    await forgetAnswer(charge.id);

    const elsewhere = await sendConnectEvent(t, "payment_intent.succeeded", delivered.object, "acct_test_someone_else");
    expect(elsewhere.body).toEqual({ received: true, ignored: true });
    expect((await chargeRow(charge.id)).status).toBe("pending");

    const sent = await sendConnectEvent(t, "payment_intent.succeeded", delivered.object, account, {
      id: "evt_pi_once",
    });
    expect(sent.body).toEqual({ received: true });
    expect(await chargeRow(charge.id)).toMatchObject({
      status: "succeeded",
      stripePaymentIntentId: charge.stripePaymentIntentId,
    });
    const again = await sendConnectEvent(t, "payment_intent.succeeded", delivered.object, account, {
      id: "evt_pi_once",
    });
    expect(again.body).toEqual({ received: true, duplicate: true });
    // A late failure never undoes a success.
    const failedObject = { ...(delivered.object as object), status: "requires_payment_method" };
    expect((await sendConnectEvent(t, "payment_intent.payment_failed", failedObject, account)).body).toEqual({
      received: true,
      ignored: true,
    });
    expect((await chargeRow(charge.id)).status).toBe("succeeded");
  });

  it("records a decline told by the webhook alone", async () => {
    const { owner, done, customer } = await bookedCardLead("declines");
    const charge = await chargeVisit(t.deps, (await done()).id);
    const account = (await (await owner.get("/api/payments/account")).json()).accountId as string;
    const delivered = stripe.payments.events.find(
      (e) => e.type === "payment_intent.payment_failed" && (e.object as { customer: string }).customer === customer,
    )!;
    await forgetAnswer(charge.id);
    expect((await sendConnectEvent(t, "payment_intent.payment_failed", delivered.object, account)).body).toEqual({
      received: true,
    });
    expect(await chargeRow(charge.id)).toMatchObject({
      status: "failed",
      failureMessage: "Your card was declined.",
      stripePaymentIntentId: charge.stripePaymentIntentId,
    });
    expect(
      await t.db
        .select()
        .from(charges)
        .where(and(eq(charges.userId, owner.userId))),
    ).toHaveLength(1);
  });
});
