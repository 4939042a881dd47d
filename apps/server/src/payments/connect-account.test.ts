import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/profiles";
import { connectedOwner, paymentsTestApp, sendConnectEvent } from "../test/payments-setup";
import type { StripeStandIn } from "../test/stripe-stand-in";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const accountOf = async (owner: { get: (u: string) => Promise<Response> }) =>
  (await owner.get("/api/payments/account")).json();

describe("connecting the owner's Stripe account", () => {
  it("starts not connected, onboards on Stripe's hosted flow and comes back connected", async () => {
    const owner = await t.signUp();
    expect(await accountOf(owner)).toEqual({
      billingEnabled: true,
      status: "not_connected",
      accountId: null,
      chargesEnabled: false,
    });
    const res = await owner.post("/api/payments/connect");
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stripe.url}/connect/`));
    const created = stripe.requests.find((r) => r.path === "/v1/accounts")!;
    expect(created.params).toMatchObject({ type: "standard", "metadata[userId]": owner.userId });
    const link = stripe.requests.find((r) => r.path === "/v1/account_links")!;
    expect(link.params).toMatchObject({
      type: "account_onboarding",
      return_url: "http://localhost:3000/subscription?payments=return",
      refresh_url: "http://localhost:3000/subscription?payments=refresh",
    });
    const pending = await accountOf(owner);
    expect(pending).toMatchObject({ status: "pending", chargesEnabled: false });

    // A second click resumes onboarding of the same account.
    await owner.post("/api/payments/connect");
    expect(stripe.requests.filter((r) => r.path === "/v1/accounts")).toHaveLength(1);

    // Finishing on the hosted page sends the owner back and Stripe's signed account.updated here.
    const finish = await fetch(url, { method: "POST", redirect: "manual" });
    expect(finish.headers.get("location")).toBe("http://localhost:3000/subscription?payments=return");
    expect(await accountOf(owner)).toEqual({
      billingEnabled: true,
      status: "connected",
      accountId: pending.accountId,
      chargesEnabled: true,
    });
  });

  it("shows a restricted account, refreshes from Stripe on return, and disconnects", async () => {
    const owner = await connectedOwner(t, stripe);
    await stripe.updateAccount(owner.accountId, {
      charges_enabled: false,
      requirements: { currently_due: ["individual.verification.document"], disabled_reason: "requirements.past_due" },
    });
    expect(await accountOf(owner)).toMatchObject({ status: "restricted", chargesEnabled: false });
    // The state is also read from Stripe when the owner comes back (the event may be late).
    stripe.accounts.get(owner.accountId)!.charges_enabled = true;
    stripe.accounts.get(owner.accountId)!.requirements = { currently_due: [], disabled_reason: null };
    const refreshed = await (await owner.post("/api/payments/account/refresh")).json();
    expect(refreshed).toMatchObject({ status: "connected", chargesEnabled: true });
    expect(stripe.requests.some((r) => r.method === "GET" && r.path === `/v1/accounts/${owner.accountId}`)).toBe(true);

    const off = await (await owner.post("/api/payments/disconnect")).json();
    expect(off).toEqual({ billingEnabled: true, status: "not_connected", accountId: null, chargesEnabled: false });
  });

  it("never lets an older account.updated overwrite a newer state, and ignores another account's", async () => {
    const owner = await connectedOwner(t, stripe);
    const account = stripe.accounts.get(owner.accountId)!;
    const now = Math.floor(Date.now() / 1000) + 5;
    await sendConnectEvent(t, "account.updated", { ...account, charges_enabled: false }, owner.accountId, {
      created: now,
    });
    const late = await sendConnectEvent(t, "account.updated", { ...account, charges_enabled: true }, owner.accountId, {
      created: now - 60,
    });
    expect(late.body).toEqual({ received: true, ignored: true });
    expect(await accountOf(owner)).toMatchObject({ status: "restricted", chargesEnabled: false });
    // Signed for account B but describing owner's account A: nothing changes.
    const other = await sendConnectEvent(t, "account.updated", { ...account, charges_enabled: true }, "acct_other", {
      created: now + 10,
    });
    expect(other.body).toEqual({ received: true, ignored: true });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, owner.userId));
    expect(row.stripeChargesEnabled).toBe(false);
  });

  it("another owner's account stays theirs", async () => {
    const a = await connectedOwner(t, stripe);
    const b = await t.signUp();
    expect(await accountOf(b)).toMatchObject({ status: "not_connected", accountId: null });
    expect((await accountOf(a)).accountId).toBe(a.accountId);
    expect((await t.client().get("/api/payments/account")).status).toBe(401);
  });
});

describe("without Stripe configured", () => {
  it("says billing is not set up and refuses to connect", async () => {
    const plain = await createTestApp();
    try {
      const owner = await plain.signUp();
      expect(await (await owner.get("/api/payments/account")).json()).toEqual({
        billingEnabled: false,
        status: "not_connected",
        accountId: null,
        chargesEnabled: false,
      });
      const res = await owner.post("/api/payments/connect");
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe("Billing is not configured on this server.");
    } finally {
      await plain.close();
    }
  });
});
