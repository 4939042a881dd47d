import { ESSENTIAL_PLAN } from "@yq/form-schema/plan-catalogue";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountIsActive } from "./access";
import { profiles } from "../db/schema/profiles";
import { billingAppsForFile } from "../test/billing-apps";
import { signedEvent } from "../test/stripe-stand-in";

const SECRET = "whsec_test_secret";
const apps = billingAppsForFile(SECRET);

const sessionCreates = () =>
  apps.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");

describe("billing off (no Stripe key)", () => {
  it("counts everyone as subscribed and says billing is not configured", async () => {
    const owner = await apps.unbilled.signUp();
    const res = await owner.get("/api/billing/subscription");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      billingEnabled: false,
      isSubscribed: true,
      formsLive: true,
      subscription: null,
    });
    expect(await accountIsActive(apps.unbilled.deps, owner.userId)).toBe(true);
    const checkout = await owner.post("/api/billing/checkout", { isAnnual: false });
    expect(checkout.status).toBe(503);
    expect((await checkout.json()).error).toBe("Billing is not configured on this server.");
  });
});

describe("checkout", () => {
  it("answers 401 without a session", async () => {
    expect((await apps.billed.client().get("/api/billing/subscription")).status).toBe(401);
    expect((await apps.billed.client().post("/api/billing/checkout", { isAnnual: false })).status).toBe(401);
  });

  it("creates a subscription-mode session with the catalogue's trial and the configured monthly price", async () => {
    const owner = await apps.billed.signUp();
    const before = sessionCreates().length;
    const res = await owner.post("/api/billing/checkout", { isAnnual: false });
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(new RegExp(`^${apps.stripe.url}/pay/cs_test_`));

    const [created] = sessionCreates().slice(before);
    expect(created.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_monthly",
      "line_items[0][quantity]": "1",
      "subscription_data[trial_period_days]": String(ESSENTIAL_PLAN.trialDays),
      "subscription_data[metadata][userId]": owner.userId,
      client_reference_id: owner.userId,
      success_url: "http://localhost:3000/subscription?checkout=success",
    });
    const [profile] = await apps.billed.db.select().from(profiles).where(eq(profiles.id, owner.userId));
    expect(created.params.customer).toBe(profile.stripeCustomerId);
    expect(apps.stripe.customers.get(profile.stripeCustomerId!)?.email).toBe(owner.email);
  });

  it("uses the annual price for the annual plan and reuses the customer", async () => {
    const owner = await apps.billed.signUp();
    await owner.post("/api/billing/checkout", { isAnnual: false });
    const res = await owner.post("/api/billing/checkout", { isAnnual: true });
    expect(res.status).toBe(200);
    const [first, second] = sessionCreates().slice(-2);
    expect(second.params["line_items[0][price]"]).toBe("price_annual");
    expect(second.params.customer).toBe(first.params.customer);
  });

  it("ignores a price the browser tries to choose", async () => {
    const owner = await apps.billed.signUp();
    const res = await owner.post("/api/billing/checkout", { isAnnual: false, priceId: "price_free" });
    expect(res.status).toBe(200);
    expect(sessionCreates().at(-1)!.params["line_items[0][price]"]).toBe("price_monthly");
  });

  it("refuses a bad body with 400", async () => {
    const owner = await apps.billed.signUp();
    expect((await owner.post("/api/billing/checkout", { isAnnual: "yes" })).status).toBe(400);
  });

  it("refuses a second subscription while one is live", async () => {
    const owner = await apps.billed.signUp();
    await owner.post("/api/billing/checkout", { isAnnual: false });
    const customer = sessionCreates().at(-1)!.params.customer;
    const sub = {
      id: "sub_live_1",
      object: "subscription",
      customer,
      status: "active",
      cancel_at_period_end: false,
      trial_end: null,
      metadata: {},
      items: { data: [{ current_period_end: 2_000_000_000, price: { id: "price_monthly" } }] },
    };
    const { payload, header } = signedEvent(SECRET, "customer.subscription.created", sub);
    expect(
      (
        await apps.billed.app.request("/api/billing/webhook", {
          method: "POST",
          body: payload,
          headers: { "stripe-signature": header },
        })
      ).status,
    ).toBe(200);
    const res = await owner.post("/api/billing/checkout", { isAnnual: false });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("You already have an active subscription.");
  });
});
