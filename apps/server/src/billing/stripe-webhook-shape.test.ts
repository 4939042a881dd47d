import { afterAll, beforeAll, expect, it } from "vitest";
import Stripe from "stripe";
import { subscriptions, webhookEvents } from "../db/schema/platform";
import { createTestApp, type TestApp } from "../test/test-app";
import { makeSubscription, signedEvent } from "../test/stripe-stand-in";

// Found by the fuzz tests: correctly signed events with fields of the wrong type answered 500.
const SECRET = "whsec_shape";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_shape",
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_MONTHLY: "price_monthly",
  });
});
afterAll(() => t.close());

const post = (payload: string) =>
  t.app.request("/api/billing/webhook", {
    method: "POST",
    body: payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
  });

it("answers 400 to a signed event whose fields have the wrong types, and stores nothing", async () => {
  const owner = await t.signUp();
  const sub = makeSubscription({
    customer: "cus_shape",
    status: "active",
    periodEnd: 2_000_000_000,
    userId: owner.userId,
  });
  const good = JSON.parse(signedEvent(SECRET, "customer.subscription.updated", sub).payload);
  for (const event of [
    { ...good, type: null },
    { ...good, created: 1e308 },
    { ...good, data: { object: { ...sub, trial_end: 1e308 } } },
    { ...good, data: { object: { ...sub, status: 7 } } },
    { ...good, data: { object: { ...sub, metadata: { userId: owner.userId, n: 1 } } } },
  ]) {
    const res = await post(JSON.stringify(event));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The event does not have the shape of a Stripe event." });
  }
  expect(await t.db.select().from(webhookEvents)).toEqual([]);
  expect(await t.db.select().from(subscriptions)).toEqual([]);
  // The well-formed event still applies.
  expect((await post(JSON.stringify(good))).status).toBe(200);
  expect(await t.db.select().from(subscriptions)).toHaveLength(1);
});
