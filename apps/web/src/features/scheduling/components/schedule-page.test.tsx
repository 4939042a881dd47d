// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { renderApp, renderRoute } from "@/test/render-app";
import { todayIn } from "../hooks/use-schedule-week";
import { scheduleServer as testScheduleServer, type ScheduleServerOptions } from "../testing/schedule-server";
import { SchedulePage } from "./schedule-page";

// A week far from the machine's today, so no test depends on the day it runs.
const WEEK = "/schedule?week=2027-05-03";

const visit = (changes: Partial<ScheduledVisit>): ScheduledVisit => ({
  id: "3a9e5c1b-7d24-4f60-8b13-2c4d6e8f0a11",
  bookingId: "6c1d3e5f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  chargeStatus: null,
  rescheduleAskedAt: null,
  leadId: "8e2f4a6c-1b3d-4e5f-9a7b-0c1d2e3f4a5b",
  formId: "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40",
  date: "2027-05-03",
  status: "scheduled",
  customerName: "Rose Field",
  address: "12 Elm St, Springfield",
  serviceName: "Lawn mowing",
  sizeLabel: "Medium yard",
  priceCents: 4550,
  scheduleText: "Weekly from Monday, May 3",
  ...changes,
});

const ROSE = visit({});
const TOM = visit({
  id: "4b0f6d2c-8e35-4a71-9c24-3d5e7f9a1b22",
  date: "2027-05-05",
  customerName: "Tom Birch",
  address: "7 Oak Ave",
  serviceName: "Snow removal",
  sizeLabel: null,
  priceCents: 12000,
  scheduleText: "Once on Wednesday, May 5",
});

/** The owner's availability and visits, ROSE and TOM unless said; a mark answers the visit with its new status, unless `refusal`. */
const scheduleServer = (options: ScheduleServerOptions = {}) => testScheduleServer({ visits: [ROSE, TOM], ...options });

const day = (name: string) => screen.getByRole("region", { name });

describe("the schedule", () => {
  it("lists the week's visits under their days, with the address on a map, the service and the price", async () => {
    const { sent } = renderApp(<SchedulePage />, { at: WEEK, server: scheduleServer() });
    const rose = await screen.findByRole("article", { name: "Rose Field" });
    expect(within(day("Monday, May 3")).getByRole("article", { name: "Rose Field" })).toBe(rose);
    expect(within(day("Wednesday, May 5")).getByRole("article", { name: "Tom Birch" })).toBeTruthy();
    expect(within(day("Tuesday, May 4")).getByText("No visits")).toBeTruthy();
    expect(within(rose).getByRole("link", { name: "12 Elm St, Springfield" }).getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%2C%20Springfield",
    );
    expect(within(rose).getByText("Lawn mowing · Medium yard")).toBeTruthy();
    expect(within(rose).getByText("$45.50")).toBeTruthy();
    expect(within(rose).getByText("Scheduled")).toBeTruthy();
    expect(screen.getByText("May 3 – May 9, 2027")).toBeTruthy();
    expect(sent.filter((r) => r.path.startsWith("/api/schedule/visits"))).toEqual([
      { method: "GET", path: "/api/schedule/visits?from=2027-05-03&to=2027-05-09", body: undefined },
    ]);
    expect(screen.queryByText(/booking is off/)).toBeNull();
  });

  it("marks a visit done with one tap", async () => {
    const { user, sent } = renderApp(<SchedulePage />, { at: WEEK, server: scheduleServer() });
    const rose = await screen.findByRole("article", { name: "Rose Field" });
    await user.click(within(rose).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(within(rose).queryByRole("button", { name: "Done" })).toBeNull());
    expect(within(rose).getByText("Done")).toBeTruthy();
    expect(within(rose).queryByRole("button", { name: "Skip" })).toBeNull();
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/api/schedule/visits/${ROSE.id}/done`,
    ]);
  });

  it("puts the visit back and says why when the server refuses the mark", async () => {
    const { user } = renderApp(<SchedulePage />, {
      at: WEEK,
      server: scheduleServer({ refusal: "That visit was not found." }),
    });
    const rose = await screen.findByRole("article", { name: "Rose Field" });
    await user.click(within(rose).getByRole("button", { name: "Done" }));
    expect(await screen.findByText("Rose Field: That visit was not found.")).toBeTruthy();
    expect(within(rose).getByText("Scheduled")).toBeTruthy();
    expect(within(rose).getByRole("button", { name: "Done" })).toBeTruthy();
  });

  it("moves to the next week", async () => {
    const { user, sent } = renderApp(<SchedulePage />, { at: WEEK, server: scheduleServer() });
    await screen.findByRole("article", { name: "Rose Field" });
    await user.click(screen.getByRole("button", { name: "Next week" }));
    expect(await screen.findByText("No visits this week")).toBeTruthy();
    expect(screen.getByText("May 10 – May 16, 2027")).toBeTruthy();
    expect(sent.map((r) => r.path)).toContain("/api/schedule/visits?from=2027-05-10&to=2027-05-16");
  });

  it("explains what brings visits when the week has none, and says when booking is off", async () => {
    renderApp(<SchedulePage />, { at: WEEK, server: scheduleServer({ visits: [], bookingOn: false }) });
    expect(await screen.findByText("No visits this week")).toBeTruthy();
    expect(
      screen.getByText(/Visits appear here when customers pick their first visit after accepting a quote\./),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Set when you can come →" }).getAttribute("href")).toBe(
      "/schedule/availability",
    );
    expect(await screen.findByText(/Customers cannot pick a visit yet: booking is off\./)).toBeTruthy();
  });

  it("is the app's Schedule screen, in the navigation, with its availability a screen away", async () => {
    const { user, router } = renderRoute(WEEK, { server: withSession(scheduleServer()) });
    expect(await screen.findByRole("article", { name: "Rose Field" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Schedule" }).getAttribute("href")).toBe("/schedule");
    await user.click(screen.getByRole("link", { name: "When you can come" }));
    expect(await screen.findByLabelText("Crews")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/schedule/availability");
  });

  it("marks all of today's visits done at once", async () => {
    const today = todayIn("America/Chicago");
    const { user, sent } = renderApp(<SchedulePage />, {
      at: "/schedule",
      server: scheduleServer({
        visits: [
          { ...ROSE, date: today },
          { ...TOM, date: today },
        ],
      }),
    });
    await screen.findByRole("article", { name: "Rose Field" });
    await user.click(screen.getByRole("button", { name: "Mark all of today's done" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Done" })).toBeNull());
    expect(screen.getAllByText("Done")).toHaveLength(2);
    expect(await screen.findByText(/2 visits of .+ marked done\./)).toBeTruthy();
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([`/api/schedule/days/${today}/done`]);
    // Nothing is left to mark.
    expect(screen.queryByRole("button", { name: "Mark all of today's done" })).toBeNull();
  });
});
