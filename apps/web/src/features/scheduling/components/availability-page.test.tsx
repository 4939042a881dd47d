// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { availabilitySettingsSchema, DEFAULT_AVAILABILITY } from "@yq/form-schema/scheduling/availability";
import type { AffectedVisit, ScheduleAvailabilityView } from "@yq/form-schema/scheduling/schedule-actions";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { scheduleServer } from "../testing/schedule-server";
import { AvailabilityPage } from "./availability-page";

/** The owner's availability, the defaults at first; a PUT is checked as the server checks it and kept, unless `refusal`. */
function availabilityServer(refusal?: string) {
  let view: ScheduleAvailabilityView = {
    availability: DEFAULT_AVAILABILITY,
    timeZone: "America/Chicago",
    skipCutoffHours: 24,
    affected: [],
  };
  return new Hono()
    .get("/api/schedule/availability", (c) => c.json(view))
    .get("/api/schedule/feed", (c) => c.json({ url: null, madeAt: null }))
    .put("/api/schedule/availability", async (c) => {
      if (refusal) return c.json({ error: refusal }, 400);
      const { skipCutoffHours = view.skipCutoffHours, ...availability } = availabilitySettingsSchema.parse(
        await c.req.json(),
      );
      view = { ...view, availability, skipCutoffHours };
      return c.json(view);
    });
}

const puts = (sent: readonly { method: string; body: unknown }[]) =>
  sent.filter((r) => r.method === "PUT").map((r) => r.body);

describe("when you can come", () => {
  it("shows the settings the server has, with the visits a day they make", async () => {
    renderApp(<AvailabilityPage />, { server: availabilityServer() });
    expect(await screen.findByLabelText("Crews")).toHaveProperty("value", "2");
    expect(screen.getByLabelText("Visits per crew a day")).toHaveProperty("value", "8");
    expect(screen.getByText("16 visits a day")).toBeTruthy();
    expect(
      screen.getByRole("switch", { name: "Let customers pick their first visit" }).getAttribute("aria-checked"),
    ).toBe("false");
    expect(screen.getByRole("button", { name: "Monday" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Saturday" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByLabelText("Soonest first visit (days ahead)")).toHaveProperty("value", "2");
    expect(screen.getByLabelText("Latest first visit (days ahead)")).toHaveProperty("value", "30");
    expect(screen.getByLabelText("Season starts: month")).toHaveProperty("value", "4");
    expect(screen.getByLabelText("Season ends: day")).toHaveProperty("value", "31");
    expect(screen.getByText("No closed days.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change it on your profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.getByLabelText("Customers can skip a visit until (hours before)")).toHaveProperty("value", "24");
  });

  it("saves how late customers can skip a visit, and says what is wrong past a week", async () => {
    const { user, sent } = renderApp(<AvailabilityPage />, { server: availabilityServer() });
    const cutoff = await screen.findByLabelText("Customers can skip a visit until (hours before)");
    await user.clear(cutoff);
    await user.type(cutoff, "200");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter at most 168 hours (a week).")).toBeTruthy();
    expect(cutoff.getAttribute("aria-invalid")).toBe("true");
    expect(puts(sent)).toEqual([]);

    await user.clear(cutoff);
    await user.type(cutoff, "48");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Customers see these days when they pick their first visit.")).toBeTruthy();
    expect(puts(sent)).toEqual([{ ...DEFAULT_AVAILABILITY, skipCutoffHours: 48 }]);
    expect(cutoff).toHaveProperty("value", "48");
  });

  it("says what is wrong and sends nothing when the latest day comes before the soonest", async () => {
    const { user, sent } = renderApp(<AvailabilityPage />, { server: availabilityServer() });
    const latest = await screen.findByLabelText("Latest first visit (days ahead)");
    await user.clear(latest);
    await user.type(latest, "1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The latest day must be on or after the soonest day.")).toBeTruthy();
    expect(latest.getAttribute("aria-invalid")).toBe("true");
    expect(puts(sent)).toEqual([]);
  });

  it("saves the owner's changes: booking on, a sixth day, a third crew, a closed day, all year", async () => {
    const { user, sent } = renderApp(<AvailabilityPage />, { server: availabilityServer() });
    const crews = await screen.findByLabelText("Crews");
    await user.click(screen.getByRole("switch", { name: "Let customers pick their first visit" }));
    await user.click(screen.getByRole("button", { name: "Saturday" }));
    await user.clear(crews);
    await user.type(crews, "3");
    expect(screen.getByText("24 visits a day")).toBeTruthy();
    await user.type(screen.getByLabelText("Closed days"), "2026-12-25");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const closed = screen.getByRole("list", { name: "Closed days" });
    expect(within(closed).getByText("Dec 25, 2026")).toBeTruthy();
    await user.click(screen.getByLabelText("All year"));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Customers see these days when they pick their first visit.")).toBeTruthy();
    expect(puts(sent)).toEqual([
      {
        ...DEFAULT_AVAILABILITY,
        bookingOn: true,
        workingDays: [1, 2, 3, 4, 5, 6],
        crews: 3,
        blackoutDates: ["2026-12-25"],
        season: null,
        skipCutoffHours: 24,
      },
    ]);
  });

  it("removes a closed day from its chip", async () => {
    const { user } = renderApp(<AvailabilityPage />, { server: availabilityServer() });
    await user.type(await screen.findByLabelText("Closed days"), "2026-07-04");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.click(screen.getByRole("button", { name: "Remove Jul 4, 2026" }));
    expect(screen.queryByRole("list", { name: "Closed days" })).toBeNull();
    expect(screen.getByText("No closed days.")).toBeTruthy();
  });

  it("shows the server's reason when it refuses the change", async () => {
    const { user } = renderApp(<AvailabilityPage />, {
      server: availabilityServer("Set your business time zone before customers pick days."),
    });
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Set your business time zone before customers pick days.",
    );
  });
});

describe("visits the availability leaves on closed days", () => {
  const rose: AffectedVisit = {
    id: "3a9e5c1b-7d24-4f60-8b13-2c4d6e8f0a11",
    bookingId: "6c1d3e5f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
    chargeStatus: null,
    rescheduleAskedAt: null,
    leadId: "8e2f4a6c-1b3d-4e5f-9a7b-0c1d2e3f4a5b",
    formId: "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40",
    date: "2027-05-03",
    status: "scheduled",
    customerName: "Rose Field",
    address: "12 Elm St",
    serviceName: "Lawn mowing",
    sizeLabel: null,
    priceCents: 4550,
    scheduleText: "Weekly from Monday, May 3",
    reason: "blackout",
  };

  it("lists them, kept booked, each with a Move that takes it off the list", async () => {
    const server = scheduleServer({ visits: [rose], affected: [rose] });
    const { user, sent } = renderApp(<AvailabilityPage />, { server });
    const list = await screen.findByRole("list", { name: "Visits to move" });
    expect(screen.getByText(/1 booked visit is on days your availability no longer allows/)).toBeTruthy();
    expect(within(list).getByText("Rose Field · Monday, May 3")).toBeTruthy();
    expect(within(list).getByText("Now a closed day · Lawn mowing")).toBeTruthy();

    await user.click(within(list).getByRole("button", { name: "Move Rose Field visit on Monday, May 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Rose Field's visit" });
    fireEvent.change(within(dialog).getByLabelText("New day"), { target: { value: "2027-05-04" } });
    await user.click(within(dialog).getByRole("button", { name: "Move visit" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Visits to move" })).toBeNull());
    expect(sent.filter((r) => r.method === "POST").map((r) => [r.path, r.body])).toEqual([
      [`/api/schedule/visits/${rose.id}/move`, { day: "2027-05-04" }],
    ]);
  });

  it("shows no list when every visit fits", async () => {
    renderApp(<AvailabilityPage />, { server: availabilityServer() });
    expect(await screen.findByLabelText("Crews")).toBeTruthy();
    expect(screen.queryByText("Visits to move")).toBeNull();
  });
});
