// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_BILLING, withPlan } from "@/test/plan";
import { renderApp } from "@/test/render-app";
import type { SubscriptionStatus } from "../api/get-subscription";
import { SubscriptionPage } from "./subscription-page";

// Decision 088: "Manage billing" opens Stripe's customer portal, and the page says what happens at the period end.

// Noon UTC on 2033-05-18: the same calendar day from UTC-11 to UTC+11, wherever the test runs.
const PERIOD_END = Date.UTC(2033, 4, 18, 12) / 1000;

const subscribed = (subscription: Partial<NonNullable<SubscriptionStatus["subscription"]>>): SubscriptionStatus => ({
  billingEnabled: true,
  isSubscribed: true,
  formsLive: true,
  subscription: {
    status: "active",
    currentPeriodEnd: PERIOD_END,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    plan: "monthly",
    ...subscription,
  },
});

const PORTAL_URL = "https://billing.stripe.test/p/session/bps_1";

function pageServer(status: SubscriptionStatus, portal = () => Response.json({ url: PORTAL_URL })) {
  return withPlan(
    new Hono()
      .get("/api/payments/account", (c) =>
        c.json({
          billingEnabled: status.billingEnabled,
          status: "not_connected",
          accountId: null,
          chargesEnabled: false,
        }),
      )
      .post("/api/billing/portal", () => portal()),
    status,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the subscription page", () => {
  it("says the plan renews at the period end, for its price", async () => {
    renderApp(<SubscriptionPage />, { server: pageServer(subscribed({ plan: "annual" })) });
    expect(await screen.findByText("Renews on May 18, 2033 for $1,699.")).toBeTruthy();
    expect(screen.queryByText(/your forms stop taking quotes/)).toBeNull();
  });

  it("says the subscription ends at the period end once cancelled there", async () => {
    renderApp(<SubscriptionPage />, { server: pageServer(subscribed({ cancelAtPeriodEnd: true })) });
    expect(await screen.findByText("Ends on May 18, 2033, your forms stop taking quotes then.")).toBeTruthy();
    expect(screen.queryByText(/Renews on/)).toBeNull();
  });

  it("opens the portal address the server answers when Manage billing is pressed", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    const { user, sent } = renderApp(<SubscriptionPage />, { server: pageServer(subscribed({})) });
    await user.click(await screen.findByRole("button", { name: "Manage billing" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
    expect(sent.filter((r) => r.path === "/api/billing/portal")).toHaveLength(1);
  });

  it("shows the server's message when there is nothing to manage yet", async () => {
    const server = pageServer(subscribed({}), () =>
      Response.json({ error: "Subscribe first: there is no billing account to manage yet." }, { status: 409 }),
    );
    const { user } = renderApp(<SubscriptionPage />, { server });
    await user.click(await screen.findByRole("button", { name: "Manage billing" }));
    expect(await screen.findByText("Subscribe first: there is no billing account to manage yet.")).toBeTruthy();
  });

  it("has no Manage billing button when billing is not configured", async () => {
    renderApp(<SubscriptionPage />, { server: pageServer(NO_BILLING) });
    expect(await screen.findByText("Billing is not configured")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Manage billing" })).toBeNull();
  });
});
