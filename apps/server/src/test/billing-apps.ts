import { afterAll, beforeAll } from "vitest";
import { billingEnv, startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";
import { createTestApp, type TestApp } from "./test-app";

export type BillingApps = { billed: TestApp; unbilled: TestApp; stripe: StripeStandIn };

/**
 * For a billing test file: the Stripe stand-in, an app whose billing talks to it (webhooks
 * signed with `webhookSecret`) and an app with billing off, started before the file's tests
 * and closed after them. Read the fields inside tests, once beforeAll has run.
 */
export function billingAppsForFile(webhookSecret: string): BillingApps {
  const apps = {} as BillingApps;
  beforeAll(async () => {
    apps.stripe = await startStripeStandIn();
    [apps.billed, apps.unbilled] = await Promise.all([
      createTestApp(billingEnv(apps.stripe.url, webhookSecret)),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([apps.billed?.close(), apps.unbilled?.close(), apps.stripe?.close()]);
  });
  return apps;
}
