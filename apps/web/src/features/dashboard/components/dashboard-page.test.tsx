// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import type { DashboardStats } from "@yq/form-schema/dashboard";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { dashboardStats } from "@/test/dashboard-stats";
import { withSession } from "@/test/owner-session";
import { withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";

const FORM_ID = "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40";

const ownerServer = (stats: DashboardStats) =>
  withPlan(withSession(new Hono().get("/api/dashboard/stats", (c) => c.json(stats))));

/** The figure under a stat card's title. */
const figure = (title: string) =>
  within(screen.getByRole("heading", { name: title }).parentElement!.parentElement!).getByText(/^[$\d]/).textContent;

describe("the dashboard", () => {
  it("shows the server's totals, the week's figures and the newest lead, linking to its form's submissions", async () => {
    const stats = dashboardStats({
      totalForms: 2,
      totalSubmissions: 1234,
      week: { leads: 7, views: 140, acceptedValueCents: 123_450, conversionRate: 5 },
      month: { start: "2026-11-01", billedCents: 64_050, failedCents: 8000 },
      newestLeads: [
        {
          id: "9c8b7a65-4321-4fed-8cba-0123456789ab",
          formId: FORM_ID,
          formName: "Spring Mowing",
          name: "Rose Field",
          createdAt: "2026-11-24T15:30:00.000Z",
          stage: "accepted",
          status: "scheduled",
        },
      ],
      setup: {
        done: { business: true, build: true, live: true, embed: true, lead: true },
        formId: FORM_ID,
        needsPlan: false,
      },
    });
    renderRoute("/dashboard", { server: ownerServer(stats) });
    expect(await screen.findByRole("heading", { name: "This week" })).toBeTruthy();
    expect(figure("Total Forms")).toBe("2");
    expect(figure("Total Submissions")).toBe("1,234");
    expect(figure("Leads")).toBe("7");
    expect(figure("Accepted value")).toBe("$1,234.50");
    expect(figure("Conversion")).toBe("5%");
    // This month's charges of saved cards, in the business's month.
    expect(screen.getByRole("heading", { name: "This month" })).toBeTruthy();
    expect(screen.getByText("What your customers' saved cards were charged in Nov 2026")).toBeTruthy();
    expect(figure("Billed")).toBe("$640.50");
    expect(figure("Payments failed")).toBe("$80");
    // Every step done: the checklist has gone.
    expect(screen.queryByRole("heading", { name: "Get your quote form live" })).toBeNull();

    const lead = screen.getByRole("link", { name: "Rose Field, Scheduled: open Spring Mowing submissions" });
    expect(lead.getAttribute("href")).toBe(`/forms/${FORM_ID}/submissions`);
    // Its time in the owner's zone, written as en-US writes it ("Nov 24, 3:30 PM" at UTC).
    expect(within(lead).getByText(/^Spring Mowing · Accepted · Nov 2[45], ([1-9]|1[0-2]):[03]0 [AP]M$/)).toBeTruthy();
  });

  it("lists the steps left, and sends an owner without a plan to choose one", async () => {
    const stats = dashboardStats({
      totalForms: 1,
      setup: {
        done: { business: true, build: true, live: false, embed: false, lead: false },
        formId: FORM_ID,
        needsPlan: true,
      },
    });
    renderRoute("/dashboard", { server: ownerServer(stats) });
    const checklist = (await screen.findByRole("heading", { name: "Get your quote form live" })).closest(
      "div",
    )!.parentElement!;
    expect(within(checklist).getByText("2 of 5 steps done")).toBeTruthy();
    expect(within(checklist).getByRole("link", { name: "Choose a plan" }).getAttribute("href")).toBe("/subscription");
    expect(within(checklist).getByRole("link", { name: "Get embed code" }).getAttribute("href")).toBe(
      `/forms/${FORM_ID}/details`,
    );
    expect(screen.getByText("No leads yet. They appear here as visitors ask for quotes.")).toBeTruthy();
  });
});
