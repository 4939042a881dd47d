import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountIsActive } from "./access";
import { subscriptions, webhookEvents } from "../db/schema/platform";
import { profiles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";
import { makeSubscription, signedEvent, startStripeStandIn, type StripeStandIn } from "../test/stripe-stand-in";

const SECRET = "whsec_test_secret";
let t: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_MONTHLY: "price_monthly",
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await Promise.all([t?.close(), stripe?.close()]);
});

const post = (payload: string, header?: string) =>
  t.app.request("/api/billing/webhook", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", ...(header ? { "stripe-signature": header } : {}) },
  });

async function send(type: string, object: unknown, created?: number) {
  const event = signedEvent(SECRET, type, object, created);
  const res = await post(event.payload, event.header);
  return { res, body: await res.json(), event };
}

/** An owner whose Stripe customer exists (as after starting checkout). */
async function customerOwner() {
  const owner = await t.signUp();
  const customer = `cus_${owner.userId}`;
  await t.db.update(profiles).set({ stripeCustomerId: customer }).where(eq(profiles.id, owner.userId));
  return Object.assign(owner, { customer });
}

const statusOf = async (owner: { get: (u: string) => Promise<Response> }) =>
  (await owner.get("/api/billing/subscription")).json();

describe("webhook signatures", () => {
  it("refuses a wrongly signed event with 400 and changes nothing", async () => {
    const owner = await customerOwner();
    const sub = makeSubscription({ customer: owner.customer, status: "active", periodEnd: 2_000_000_000 });
    const forged = signedEvent("whsec_wrong", "customer.subscription.created", sub);
    const res = await post(forged.payload, forged.header);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Webhook signature verification failed." });
    expect((await statusOf(owner)).isSubscribed).toBe(false);
  });

  it("refuses a body altered after signing and a missing signature", async () => {
    const owner = await customerOwner();
    const sub = makeSubscription({ customer: owner.customer, status: "active", periodEnd: 2_000_000_000 });
    const event = signedEvent(SECRET, "customer.subscription.created", sub);
    expect((await post(event.payload.replace('"active"', '"trialing"'), event.header)).status).toBe(400);
    const missing = await post(event.payload);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("Missing Stripe-Signature header.");
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.userId))).toHaveLength(0);
  });
});

describe("subscription lifecycle", () => {
  it("keeps the subscription current through created, updated and deleted", async () => {
    const owner = await customerOwner();
    const trialEnd = Math.floor(Date.now() / 1000) + 2 * 86400;
    const base = { customer: owner.customer, periodEnd: trialEnd, trialEnd, id: `sub_${owner.userId}` };
    const t0 = Math.floor(Date.now() / 1000);

    expect(
      (await send("customer.subscription.created", makeSubscription({ ...base, status: "trialing" }), t0)).res.status,
    ).toBe(200);
    expect(await statusOf(owner)).toEqual({
      billingEnabled: true,
      isSubscribed: true,
      formsLive: true,
      subscription: {
        status: "trialing",
        currentPeriodEnd: trialEnd,
        trialEnd,
        cancelAtPeriodEnd: false,
        plan: "monthly",
      },
    });
    expect(await accountIsActive(t.deps, owner.userId)).toBe(true);

    await send("customer.subscription.updated", makeSubscription({ ...base, status: "past_due" }), t0 + 1);
    expect((await statusOf(owner)).subscription.status).toBe("past_due");
    expect(await accountIsActive(t.deps, owner.userId)).toBe(true);

    await send(
      "customer.subscription.updated",
      makeSubscription({ ...base, status: "active", cancelAtPeriodEnd: true }),
      t0 + 2,
    );
    expect((await statusOf(owner)).subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

    await send("customer.subscription.deleted", makeSubscription({ ...base, status: "canceled" }), t0 + 3);
    const ended = await statusOf(owner);
    expect(ended).toMatchObject({ isSubscribed: false, subscription: { status: "canceled" } });
    expect(await accountIsActive(t.deps, owner.userId)).toBe(false);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, owner.userId));
    expect(profile.subscriptionStatus).toBe("canceled");
  });

  it("applies an event once however often Stripe delivers it", async () => {
    const owner = await customerOwner();
    const sub = makeSubscription({ customer: owner.customer, status: "active", periodEnd: 2_000_000_000 });
    const event = signedEvent(SECRET, "customer.subscription.created", sub);
    expect(await (await post(event.payload, event.header)).json()).toEqual({ received: true });
    expect(await (await post(event.payload, event.header)).json()).toEqual({ received: true, duplicate: true });
    const rows = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, JSON.parse(event.payload).id));
    expect(rows).toHaveLength(1);
  });

  it("never lets an older event overwrite a newer state", async () => {
    const owner = await customerOwner();
    const base = { customer: owner.customer, periodEnd: 2_000_000_000, id: `sub_late_${owner.userId}` };
    const t0 = Math.floor(Date.now() / 1000);
    await send("customer.subscription.deleted", makeSubscription({ ...base, status: "canceled" }), t0);
    await send("customer.subscription.updated", makeSubscription({ ...base, status: "active" }), t0 - 60);
    expect((await statusOf(owner)).subscription.status).toBe("canceled");
  });

  it("fetches the subscription named by a completed checkout through the SDK", async () => {
    const owner = await customerOwner();
    const sub = makeSubscription({
      customer: owner.customer,
      status: "trialing",
      periodEnd: 2_000_000_000,
      trialEnd: 2_000_000_000,
      userId: owner.userId,
    });
    stripe.addSubscription(sub);
    const session = {
      id: "cs_test_done",
      object: "checkout.session",
      mode: "subscription",
      subscription: sub.id,
      customer: owner.customer,
    };
    expect((await send("checkout.session.completed", session)).res.status).toBe(200);
    expect(stripe.requests.some((r) => r.method === "GET" && r.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    expect((await statusOf(owner)).subscription).toMatchObject({ status: "trialing", trialEnd: 2_000_000_000 });
  });

  it("finds the owner by metadata when the customer is not yet stored, and touches no one else", async () => {
    const owner = await t.signUp();
    const other = await customerOwner();
    const sub = makeSubscription({
      customer: "cus_unknown",
      status: "active",
      periodEnd: 2_000_000_000,
      userId: owner.userId,
    });
    await send("customer.subscription.created", sub);
    expect((await statusOf(owner)).isSubscribed).toBe(true);
    expect(await statusOf(other)).toMatchObject({ isSubscribed: false, subscription: null });
  });

  it("acknowledges events it does not use", async () => {
    const { res, body } = await send("invoice.paid", { id: "in_1", object: "invoice" });
    expect(res.status).toBe(200);
    expect(body).toEqual({ received: true, ignored: true });
  });
});
