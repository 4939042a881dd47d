import type { Page } from "playwright-core";
import {
  startStripeStandIn,
  type StandInOptions,
  type StripeStandIn,
} from "../../apps/server/src/test/stripe-stand-in";
import { test } from "./fixtures";

// The journeys that take money (payments.e2e.test.ts, quote-pricing.e2e.test.ts): the local
// Stripe stand-in, a server whose billing and Connect talk to it, and an owner on the plan with a
// connected account, made through the owner's pages as an owner would.

const WEBHOOK_SECRET = "whsec_e2e_billing";
const CONNECT_SECRET = "whsec_e2e_connect";

/** The server settings that send its billing and Connect calls to the stand-in. */
export const stripeEnv = (stripe: StripeStandIn) => ({
  STRIPE_SECRET_KEY: "sk_test_e2e",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
  STRIPE_PRICE_MONTHLY: "price_monthly_e2e",
  STRIPE_API_BASE: stripe.url,
});

/** Subscribes and connects Stripe through the owner's pages (against the Stripe stand-in), as an owner would. */
export async function subscribeAndConnectStripe(page: Page, serverUrl: string) {
  await page.goto(`${serverUrl}/subscription`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.getByRole("button", { name: "Start trial" }).click();
  await page.getByText("Current Subscription").waitFor();
  await page.getByRole("button", { name: "Connect with Stripe" }).click();
  await page.getByRole("button", { name: "Complete onboarding" }).click();
  await page.getByText("Connected", { exact: true }).waitFor();
}

/**
 * The fixtures of a journey against the stand-in: `stripe`, a server using it (`serverEnv`; a file
 * that needs more settings redefines it with `stripeEnv`), `app` once events reach that server, and
 * `seller`, the file's owner on the plan and connected.
 */
export const stripeTest = test
  /** What the stand-in signs its events with, and where it sends them (set by `app`). */
  .extend("stripeOptions", { scope: "file" }, async (): Promise<StandInOptions> => ({
    webhookSecret: WEBHOOK_SECRET,
    connectWebhookSecret: CONNECT_SECRET,
  }))
  .extend("stripe", { scope: "file" }, async ({ stripeOptions }, { onCleanup }) => {
    const stripe = await startStripeStandIn(stripeOptions);
    onCleanup(() => stripe.close());
    return stripe;
  })
  .extend("serverEnv", { scope: "file" }, async ({ stripe }) => stripeEnv(stripe))
  /** The server, once the stand-in delivers Stripe's events to it as Stripe would. */
  .extend("app", { scope: "file" }, async ({ server, stripe, stripeOptions }) => {
    stripeOptions.webhookUrl = `${server.url}/api/billing/webhook`;
    stripe.setConnectWebhookUrl(`${server.url}/api/payments/webhook`);
    return server;
  })
  /**
   * The owner, on the plan and connected to Stripe through their pages: with billing on, a form
   * takes quotes only on the plan, and a deposit needs the connected account.
   */
  .extend("seller", { scope: "file" }, async ({ owner, app }) => {
    const page = await owner.context.newPage();
    await subscribeAndConnectStripe(page, app.url);
    await page.close();
    return owner;
  });
