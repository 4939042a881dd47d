import { startStripeStandIn, type StandInOptions } from "../apps/server/src/test/stripe-stand-in";
import { signUpInContext } from "./support/accounts";
import { describe, expect, standalone, startScopedServer, test } from "./support/fixtures";
import { createFormInContext } from "./support/forms";

const WEBHOOK_SECRET = "whsec_e2e_secret";
const stripeOptions: StandInOptions = { webhookSecret: WEBHOOK_SECRET };

// The `server` fixture has no Stripe settings (the free server); `billing` is a second one with them.
const it = test
  .extend(
    "stripe",
    { scope: "file" },
    standalone(async (onCleanup) => {
      const stripe = await startStripeStandIn(stripeOptions);
      onCleanup(() => stripe.close());
      return stripe;
    }),
  )
  .extend("billing", { scope: "file" }, async ({ stripe }, { onCleanup }) => {
    const billing = await startScopedServer(
      {
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_MONTHLY: "price_monthly_e2e",
        STRIPE_PRICE_ANNUAL: "price_annual_e2e",
        STRIPE_API_BASE: stripe.url,
      },
      onCleanup,
    );
    // The stand-in delivers Stripe's events to the app, as Stripe would after checkout.
    stripeOptions.webhookUrl = `${billing.url}/api/billing/webhook`;
    return billing;
  });

describe("subscription", () => {
  it("subscribes: the plan card opens Stripe Checkout (the local stand-in) and the trial shows after it", async ({
    openPage,
    billing,
    stripe,
  }) => {
    const { page, context, assertNoErrors } = await openPage();
    await signUpInContext(context, billing.url);
    // Before a plan the public form refuses visitors, so publishing must not say "live".
    const { id } = await createFormInContext(context, billing.url, { name: "Before The Plan" });
    await page.goto(`${billing.url}/forms/${id}/edit`);
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Publish Form" }).click();
    const published = page.getByRole("dialog", { name: "Form Published: Subscribe to Go Live" });
    await published.waitFor();
    expect(await published.getByText("it goes live when you subscribe", { exact: false }).isVisible()).toBe(true);
    expect(await published.getByText("now live", { exact: false }).count()).toBe(0);
    await published.getByRole("link", { name: "Subscribe" }).click();
    await page.waitForURL(`${billing.url}/subscription`);
    await page.getByText("Essential Plan").waitFor();
    await page.getByRole("radio", { name: "Annual" }).click();
    await page.getByText("$1,699").waitFor();
    await page.getByRole("button", { name: "Subscribe" }).click();

    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByRole("heading", { name: "Stand-in Stripe Checkout" }).waitFor();
    expect(await page.getByText("Price: price_annual_e2e").isVisible()).toBe(true);
    expect(await page.getByText("Trial days: 2").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Start trial" }).click();
    await page.waitForURL(`${billing.url}/subscription**`);
    await page.getByText("Current Subscription").waitFor();
    expect(await page.getByText("Trial", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Trial ends").isVisible()).toBe(true);

    // Manage billing opens Stripe's customer portal (the stand-in's page) for this owner's customer, whose
    // way back lands on the subscription page again.
    expect(await page.getByText(/^Renews on .+ for \$1,699\.$/).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await page.getByRole("heading", { name: "Stand-in Stripe customer portal" }).waitFor();
    const [portal] = [...stripe.portalSessions.values()];
    expect(portal.customer).toBe([...stripe.sessions.values()].at(-1)!.customer);
    expect(await page.getByText(`Customer: ${portal.customer}`).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Return to YardQuote" }).click();
    await page.waitForURL(`${billing.url}/subscription`);
    await page.getByText("Current Subscription").waitFor();

    // Signed in, the landing page offers the dashboard and the account menu instead of Sign In.
    await page.goto(billing.url);
    await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign In" }).count()).toBe(0);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Profile Settings" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Logout" }).isVisible()).toBe(true);
    assertNoErrors();
    await context.close();
  });

  it("says billing is not configured when the server has no Stripe settings", async ({ openPage, server: free }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 390, height: 844 });
    await signUpInContext(context, free.url);
    await page.goto(`${free.url}/subscription`);
    await page.getByText("Billing is not configured").waitFor();
    expect(await page.getByRole("button", { name: "Subscribe" }).count()).toBe(0);
    // No payments without Stripe: the form builder does not offer the setting.
    await page
      .getByText("Billing is not set up on this server, so customers cannot pay when they accept a quote.")
      .waitFor();
    expect(await page.getByRole("button", { name: "Connect with Stripe" }).count()).toBe(0);
    const { id } = await createFormInContext(context, free.url, { name: "No Stripe Form" });
    await page.goto(`${free.url}/forms/${id}/edit`);
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Follow-up Email" }).waitFor();
    expect(await page.getByText("Payment at Acceptance").count()).toBe(0);
    assertNoErrors();
    await context.close();
  });
});

describe("landing page", () => {
  it("shows the pricing, advances the carousel every 5 s and stops once the visitor navigates it", async ({
    openPage,
    server: free,
  }) => {
    const { page, context, assertNoErrors } = await openPage();
    // The page's clock stands still until the journey moves it: five seconds pass in no time, and
    // "it did not advance" is checked after 5.6 s of the page's time, not of waiting.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(free.url);
    await page.getByRole("heading", { name: "Essential Plan" }).waitFor();
    for (const text of ["$199", "or $1,699 a year (about $142 a month)", "1 Active Mowing Quote", "Commission Free"]) {
      expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    }
    for (const title of ["Smart Forms", "Visual Editor", "Easy Integration", "Analytics"]) {
      expect(await page.getByRole("heading", { name: title }).isVisible(), title).toBe(true);
    }
    const current = () => page.locator('button[aria-current="true"]').getAttribute("aria-label");
    expect(await current()).toBe("Show Form Builder");
    // The carousel starts a frame after the page's load (landing-main.ts), then moves every 5 s.
    await page.clock.runFor(100);
    await page.clock.runFor(4800);
    expect(await current()).toBe("Show Form Builder");
    await page.clock.runFor(200);
    expect(await current()).toBe("Show Form List");

    await page.getByRole("button", { name: "Show Form Preview" }).click();
    expect(await current()).toBe("Show Form Preview");
    await page.clock.runFor(5600);
    expect(await current()).toBe("Show Form Preview");
    await page.clock.resume();

    // Get Started and the trial button open the sign-in page in its create-account mode.
    for (const name of ["Get Started", /^Start your \d+-day free trial/]) {
      const hrefs = await page
        .getByRole("link", { name })
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs.length, String(name)).toBeGreaterThan(0);
      expect(new Set(hrefs), String(name)).toEqual(new Set(["/auth?mode=signup"]));
    }
    expect(await page.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth");
    await page.getByRole("link", { name: "Get Started" }).first().click();
    await page.waitForURL("**/auth?mode=signup");
    assertNoErrors();
    await context.close();
  });
});
