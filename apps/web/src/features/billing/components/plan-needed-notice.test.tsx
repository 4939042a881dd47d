// @vitest-environment happy-dom
import { screen, waitForElementToBeRemoved, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { NO_BILLING, NO_PLAN, withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";
import type { SubscriptionStatus } from "../api/get-subscription";
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

  it("goes once the server says the forms are live (no billing configured)", async () => {
    // Shown first from an answer without a plan, so its going is the sign that the page rendered
    // the answer saying the forms are live: no pause for React to catch up.
    const plan = { ...NO_PLAN };
    const { queryClient } = renderRoute("/dashboard", { server: ownerServer(plan) });
    await expectNotice();
    // The figures render as a transition, possibly after the notice: wait for them
    // first, so the check below sees them stay rather than racing their first render.
    expect(await screen.findByText("Total Submissions")).toBeTruthy();
    Object.assign(plan, NO_BILLING);
    await queryClient.invalidateQueries();
    await waitForElementToBeRemoved(() => screen.queryByText(PLAN_NEEDED_TITLE));
    expect(await screen.findByText("Total Submissions")).toBeTruthy();
  });
});
