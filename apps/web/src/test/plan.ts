import type { Hono } from "hono";
import type { SubscriptionStatus } from "@/features/billing/api/get-subscription";

/** GET /api/billing/subscription as the server answers it without billing (the embedded default). */
export const NO_BILLING: SubscriptionStatus = {
  billingEnabled: false,
  isSubscribed: true,
  formsLive: true,
  subscription: null,
};

/** The same with billing configured for an owner who never subscribed: the forms are not live. */
export const NO_PLAN: SubscriptionStatus = {
  billingEnabled: true,
  isSubscribed: false,
  formsLive: false,
  subscription: null,
};

/** Adds the subscription answer (`formsLive`) to a route test's server. */
export const withPlan = (server: Hono, status: SubscriptionStatus = NO_BILLING) =>
  server.get("/api/billing/subscription", (c) => c.json(status));
