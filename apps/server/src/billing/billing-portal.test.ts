import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../db/schema/profiles";
import { billingAppsForFile } from "../test/billing-apps";
import { makeSubscription, signedEvent } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";

// "Manage billing" opens Stripe's customer portal for the signed-in owner's own customer.

const SECRET = "whsec_test_portal";
const apps = billingAppsForFile(SECRET);

const portalCreates = () =>
  apps.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/billing_portal/sessions");

/** An owner with a Stripe customer, made the way the app makes one: by starting checkout. */
async function ownerWithCustomer(): Promise<{ owner: Awaited<ReturnType<TestApp["signUp"]>>; customer: string }> {
  const owner = await apps.billed.signUp();
  expect((await owner.post("/api/billing/checkout", { isAnnual: false })).status).toBe(200);
  const [profile] = await apps.billed.db.select().from(profiles).where(eq(profiles.id, owner.userId));
  return { owner, customer: profile.stripeCustomerId! };
}

async function deliver(type: string, object: unknown) {
  const { payload, header } = signedEvent(SECRET, type, object);
  const res = await apps.billed.app.request("/api/billing/webhook", {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": header },
  });
  expect(res.status).toBe(200);
}

describe("the customer portal", () => {
  it("is created at Stripe for the owner's customer, returning to the subscription page", async () => {
    const { owner, customer } = await ownerWithCustomer();
    const before = portalCreates().length;
    const res = await owner.post("/api/billing/portal", {});
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(new RegExp(`^${apps.stripe.url}/portal/bps_test_`));
    const created = portalCreates().slice(before);
    expect(created).toHaveLength(1);
    expect(created[0].params).toEqual({ customer, return_url: "http://localhost:3000/subscription" });

    // The stand-in's page offers the way back to that address.
    const page = await (await fetch(url)).text();
    expect(page).toContain(`Customer: ${customer}`);
    expect(page).toContain('href="http://localhost:3000/subscription"');
  });

  it("is only ever for the signed-in owner's customer, whatever the body names", async () => {
    const a = await ownerWithCustomer();
    const b = await ownerWithCustomer();
    const before = portalCreates().length;
    const res = await b.owner.post("/api/billing/portal", { customer: a.customer });
    expect(res.status).toBe(200);
    const [created] = portalCreates().slice(before);
    expect(created.params.customer).toBe(b.customer);
    expect(created.params.customer).not.toBe(a.customer);
  });

  it("answers 409 'Subscribe first' to an owner without a Stripe customer, asking Stripe nothing", async () => {
    const owner = await apps.billed.signUp();
    const before = portalCreates().length;
    const res = await owner.post("/api/billing/portal", {});
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("Subscribe first: there is no billing account to manage yet.");
    expect(portalCreates().length).toBe(before);
  });

  it("answers 401 without a session and 404 when billing is not configured", async () => {
    expect((await apps.billed.client().post("/api/billing/portal", {})).status).toBe(401);
    const owner = await apps.unbilled.signUp();
    const res = await owner.post("/api/billing/portal", {});
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe("Billing is not configured on this server.");
  });
});

describe("what happens at the period end", () => {
  it("says which plan renews and when, and that it ends instead once cancelled at the period end", async () => {
    const { owner, customer } = await ownerWithCustomer();
    const base = { id: `sub_portal_${owner.userId}`, customer, priceId: "price_annual", periodEnd: 2_000_000_000 };
    await deliver(
      "customer.subscription.created",
      makeSubscription({ ...base, status: "active", userId: owner.userId }),
    );
    let status = await (await owner.get("/api/billing/subscription")).json();
    expect(status.subscription).toEqual({
      status: "active",
      currentPeriodEnd: 2_000_000_000,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      plan: "annual",
    });

    // Cancelling in the portal: Stripe keeps the subscription until the period end and says so.
    await deliver(
      "customer.subscription.updated",
      makeSubscription({ ...base, status: "active", userId: owner.userId, cancelAtPeriodEnd: true }),
    );
    status = await (await owner.get("/api/billing/subscription")).json();
    expect(status.subscription).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: 2_000_000_000 });
    expect(status.isSubscribed).toBe(true);
  });
});
