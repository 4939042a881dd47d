// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import type { usePaymentsAccount } from "../api/get-payments-account";
import { PaymentsCard } from "./payments-card";

type Account = NonNullable<ReturnType<typeof usePaymentsAccount>["data"]>;

const ACCOUNT_ID = "acct_1QyardQuoteTest";
const account = (status: Account["status"]): Account => ({
  billingEnabled: true,
  status,
  accountId: status === "not_connected" ? null : ACCOUNT_ID,
  chargesEnabled: status === "connected",
});

/** The owner's Stripe account as the server knows it; Stripe reports it connected on refresh. */
function paymentsServer(start: Account) {
  let current = start;
  return new Hono()
    .get("/api/payments/account", (c) => c.json(current))
    .post("/api/payments/account/refresh", (c) => c.json((current = account("connected"))))
    .post("/api/payments/disconnect", (c) => c.json((current = account("not_connected"))));
}

describe("the payments card", () => {
  it("back from Stripe's onboarding, reads the account's state once and says it is connected", async () => {
    const { router, sent } = renderApp(<PaymentsCard />, {
      server: paymentsServer(account("pending")),
      at: "/subscription?payments=return",
    });
    expect(await screen.findByText("Stripe connected")).toBeTruthy();
    expect(screen.getByText("Connected")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reconnect" })).toBeTruthy();
    expect(router.state.location.search).toBe("");
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/api/payments/account/refresh"]);
  });

  it("disconnects after the owner confirms, and offers to connect again", async () => {
    const { user, sent } = renderApp(<PaymentsCard />, { server: paymentsServer(account("connected")) });
    expect(await screen.findByText(`Stripe account ${ACCOUNT_ID}`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Disconnect" }));
    const dialog = screen.getByRole("alertdialog", { name: "Disconnect your Stripe account?" });
    await user.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByRole("button", { name: "Connect with Stripe" })).toBeTruthy();
    expect(screen.getByText("Not connected")).toBeTruthy();
    expect(screen.queryByText(`Stripe account ${ACCOUNT_ID}`)).toBeNull();
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/api/payments/disconnect"]);
  });

  it("says customers cannot pay when the server has no billing", async () => {
    renderApp(<PaymentsCard />, { server: paymentsServer({ ...account("not_connected"), billingEnabled: false }) });
    expect(
      await screen.findByText(
        "Billing is not set up on this server, so customers cannot pay when they accept a quote.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Connect with Stripe" })).toBeNull();
  });
});
