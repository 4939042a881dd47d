// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { withSession } from "@/test/owner-session";
import { NO_BILLING, NO_PLAN, withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";
import type { SubscriptionStatus } from "@/lib/subscription-status";
import { PLAN_NEEDED_TEXT, PLAN_NEEDED_TITLE } from "./plan-needed-notice";
import { dashboardStats } from "@/test/dashboard-stats";

// Decision 087: the owner app says "live" only when the server's formsLive says visitors can use the forms.

const ownerServer = (plan: SubscriptionStatus) =>
  withPlan(
    withSession(
      new Hono()
        .get("/api/dashboard/stats", (c) => c.json(dashboardStats({ totalForms: 1, totalSubmissions: 4 })))
        .get("/api/forms", (c) => c.json([])),
    ),
    plan,
  );

/** The notice with its words and its Subscribe action. */
async function expectNotice() {
  const notice = (await screen.findByText(PLAN_NEEDED_TITLE)).closest("[role=status]") as HTMLElement;
  expect(within(notice).getByText(PLAN_NEEDED_TEXT)).toBeTruthy();
  expect(within(notice).getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe("/subscription");
}

describe("the plan notice", () => {
  it("shows on the dashboard when billing is configured and the owner has no plan", async () => {
    renderRoute("/dashboard", { server: ownerServer(NO_PLAN) });
    await expectNotice();
  });

  it("shows on the forms list", async () => {
    renderRoute("/forms", { server: ownerServer(NO_PLAN) });
    await expectNotice();
  });

  it("is absent when the forms are live (no billing configured)", async () => {
    const { sent } = renderRoute("/dashboard", { server: ownerServer(NO_BILLING) });
    expect(await screen.findByText("Total Submissions")).toBeTruthy();
    await vi.waitFor(() => expect(sent.some((r) => r.path === "/api/billing/subscription")).toBe(true));
    // The answer has arrived once the query settles: give React a turn to render from it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(PLAN_NEEDED_TITLE)).toBeNull();
  });
});
