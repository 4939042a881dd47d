import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, visitorHeaders } from "../test/public-test-helpers";
import { makeSubscription, signedEvent, startStripeStandIn, type StripeStandIn } from "../test/stripe-stand-in";

// The owner app's "live" flag must say what a visitor meets on the public form, which
// applies the same rule (accountIsActive) in its own statement (formHeadSql): each case checks both.
const SECRET = "whsec_test_secret";
let billed: TestApp;
let unbilled: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  [billed, unbilled] = await Promise.all([
    createTestApp({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_MONTHLY: "price_monthly",
      STRIPE_API_BASE: stripe.url,
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([billed?.close(), unbilled?.close(), stripe?.close()]);
});

type Owner = Awaited<ReturnType<TestApp["signUp"]>>;

const formsLive = async (owner: Owner) => {
  const res = await owner.get("/api/billing/subscription");
  expect(res.status).toBe(200);
  return ((await res.json()) as { formsLive: boolean }).formsLive;
};

/** What a visitor gets when opening the owner's published form. */
const visitorStatus = async (t: TestApp, formId: string) =>
  (await t.client().post(`/api/public/forms/${formId}/views`, {}, visitorHeaders())).status;

async function subscribe(owner: Owner, status: string) {
  const customer = `cus_${owner.userId}`;
  await billed.db.update(profiles).set({ stripeCustomerId: customer }).where(eq(profiles.id, owner.userId));
  const sub = makeSubscription({ customer, status, periodEnd: 2_000_000_000, userId: owner.userId });
  const { payload, header } = signedEvent(SECRET, "customer.subscription.created", sub);
  const res = await billed.app.request("/api/billing/webhook", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });
  expect(res.status).toBe(200);
}

describe("formsLive", () => {
  it("is false for an owner without a plan when billing is configured, and the public form is refused", async () => {
    const owner = await billed.signUp();
    const form = await insertForm(billed, owner.userId);
    expect(await formsLive(owner)).toBe(false);
    expect(await visitorStatus(billed, form.id)).toBe(403);
  });

  it("is false after the plan ended (canceled)", async () => {
    const owner = await billed.signUp();
    const form = await insertForm(billed, owner.userId);
    await subscribe(owner, "canceled");
    expect(await formsLive(owner)).toBe(false);
    expect(await visitorStatus(billed, form.id)).toBe(403);
  });

  it("is true once the owner subscribes (a trial counts), and visitors can use the form", async () => {
    const owner = await billed.signUp();
    const form = await insertForm(billed, owner.userId);
    await subscribe(owner, "trialing");
    expect(await formsLive(owner)).toBe(true);
    expect(await visitorStatus(billed, form.id)).not.toBe(403);
  });

  it("is true for every owner when billing is not configured", async () => {
    const owner = await unbilled.signUp();
    const form = await insertForm(unbilled, owner.userId);
    expect(await formsLive(owner)).toBe(true);
    expect(await visitorStatus(unbilled, form.id)).not.toBe(403);
  });

  it("needs a session", async () => {
    expect((await billed.client().get("/api/billing/subscription")).status).toBe(401);
  });
});
