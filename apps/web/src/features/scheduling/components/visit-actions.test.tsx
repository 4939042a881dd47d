// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { scheduleServer, type ScheduleServerOptions } from "../testing/schedule-server";
import { SchedulePage } from "./schedule-page";

// A week far from the machine's today, so no test depends on the day it runs.
const WEEK = "/schedule?week=2027-05-03";
const BOOKING = "6c1d3e5f-7a8b-4c9d-8e0f-1a2b3c4d5e6f";

const visit = (id: string, changes: Partial<ScheduledVisit>): ScheduledVisit => ({
  id,
  bookingId: BOOKING,
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

const ROSE = visit("3a9e5c1b-7d24-4f60-8b13-2c4d6e8f0a11", {});
const ROSE_NEXT = visit("3a9e5c1b-7d24-4f60-8b13-2c4d6e8f0a12", { date: "2027-05-10" });
const ROSE_LAST = visit("3a9e5c1b-7d24-4f60-8b13-2c4d6e8f0a13", { date: "2027-05-17" });
const TOM = visit("4b0f6d2c-8e35-4a71-9c24-3d5e7f9a1b22", {
  bookingId: "7d2e4f6a-8b9c-4d0e-9f1a-2b3c4d5e6f70",
  date: "2027-05-05",
  customerName: "Tom Birch",
  address: "7 Oak Ave",
});
const ANN = visit("5c1a7e3d-9f46-4b82-8d35-4e6f8a0b2c33", {
  bookingId: "8e3f5a7b-9c0d-4e1f-8a2b-3c4d5e6f7a81",
  customerName: "Ann Lee",
  address: null,
});

const open = (options: ScheduleServerOptions = {}, at = WEEK) =>
  renderApp(<SchedulePage />, { at, server: scheduleServer({ visits: [ROSE, TOM], ...options }) });
const posts = (sent: readonly { method: string; path: string; body: unknown }[]) =>
  sent.filter((r) => r.method === "POST").map((r) => [r.path, r.body]);
const region = (name: string) => screen.getByRole("region", { name });

describe("moving a visit", () => {
  it("shows whether the picked day is open, full or closed, and moves the visit to an open one", async () => {
    const { user, sent } = open({ capacity: 1, closed: { "2027-05-06": "blackout" } });
    const rose = await screen.findByRole("article", { name: "Rose Field" });
    await user.click(within(rose).getByRole("button", { name: "Move" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Rose Field's visit" });
    expect(within(dialog).getByText(/Now on Monday, May 3\. We email Rose Field the new day/)).toBeTruthy();
    const input = within(dialog).getByLabelText("New day");
    const move = within(dialog).getByRole("button", { name: "Move visit" });

    fireEvent.change(input, { target: { value: "2027-05-05" } });
    expect(await within(dialog).findByText("Full: all 1 places are taken.")).toBeTruthy();
    expect(move).toHaveProperty("disabled", true);
    fireEvent.change(input, { target: { value: "2027-05-06" } });
    expect(within(dialog).getByText("Closed: one of your closed days.")).toBeTruthy();
    expect(move).toHaveProperty("disabled", true);

    // The open days nearest the visit are one tap away.
    const nearby = within(dialog).getByRole("button", { name: "Tue, May 4" });
    await user.click(nearby);
    expect(nearby.getAttribute("aria-pressed")).toBe("true");
    expect(input).toHaveProperty("value", "2027-05-04");
    expect(within(dialog).getByText("Open: 1 of 1 place left.")).toBeTruthy();
    await user.click(move);

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(sent)).toEqual([[`/api/schedule/visits/${ROSE.id}/move`, { day: "2027-05-04" }]]);
    expect(await screen.findByText("Rose Field now has it on Tuesday, May 4.")).toBeTruthy();
    await waitFor(() =>
      expect(within(region("Tuesday, May 4")).getByRole("article", { name: "Rose Field" })).toBeTruthy(),
    );
    expect(within(region("Monday, May 3")).getByText("No visits")).toBeTruthy();
  });

  it("keeps the dialog open with the server's reason when the move is refused, and closes on Escape", async () => {
    const refusal =
      "Tuesday, May 4 is full: all 16 places are taken. Pick another day, or skip or move a visit on it first.";
    const { user } = open({ refusal });
    const rose = await screen.findByRole("article", { name: "Rose Field" });
    within(rose).getByRole("button", { name: "Move" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("New day"), { target: { value: "2027-05-04" } });
    await user.click(within(dialog).getByRole("button", { name: "Move visit" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(region("Monday, May 3")).getByRole("article", { name: "Rose Field" })).toBeTruthy();
  });
});

describe("skipping a visit", () => {
  it("skips with one tap", async () => {
    const { user, sent } = open();
    const rose = await screen.findByRole("article", { name: "Rose Field" });
    await user.click(within(rose).getByRole("button", { name: "Skip" }));
    expect(await within(rose).findByText("Skipped")).toBeTruthy();
    expect(within(rose).queryByRole("button", { name: "Move" })).toBeNull();
    expect(posts(sent)).toEqual([[`/api/schedule/visits/${ROSE.id}/skip`, undefined]]);
  });
});

describe("cancelling the rest of a plan", () => {
  it("names how many visits and which days before cancelling them", async () => {
    const { user, sent } = open({ visits: [ROSE, ROSE_NEXT, ROSE_LAST, TOM] });
    const rose = await screen.findByRole("article", { name: "Rose Field" });
    await user.click(within(rose).getByRole("button", { name: "Cancel rest" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel the rest of Rose Field's plan?" });
    expect(
      await within(dialog).findByText(/This cancels 3 visits from Monday, May 3 on \(Weekly from Monday, May 3\)/),
    ).toBeTruthy();
    const days = within(within(dialog).getByRole("list", { name: "Visits to cancel" })).getAllByRole("listitem");
    expect(days.map((d) => d.textContent)).toEqual(["Monday, May 3", "Monday, May 10", "Monday, May 17"]);

    // Keeping the plan sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Keep the plan" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(posts(sent)).toEqual([]);

    await user.click(within(rose).getByRole("button", { name: "Cancel rest" }));
    const again = await screen.findByRole("alertdialog");
    await user.click(await within(again).findByRole("button", { name: "Cancel 3 visits" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(posts(sent)).toEqual([[`/api/schedule/bookings/${BOOKING}/cancel-rest`, { from: "2027-05-03" }]]);
    expect(await within(rose).findByText("Cancelled")).toBeTruthy();
    // Tom's plan is another plan: untouched.
    expect(within(screen.getByRole("article", { name: "Tom Birch" })).getByText("Scheduled")).toBeTruthy();
  });
});

describe("a day's route", () => {
  it("lists the day's visits numbered in route order, the ones without a map point last", async () => {
    const route = { start: { label: "10 Main St, Springfield" }, order: [TOM.id, ROSE.id], unplaced: [ANN.id] };
    const tomToday = { ...TOM, date: "2027-05-03" };
    const { user } = open({ visits: [ROSE, ANN, tomToday], route }, "/schedule?day=2027-05-03");
    const list = await screen.findByRole("region", { name: "Route" });
    expect(await within(list).findByText("Route from 10 Main St, Springfield, nearest visit next.")).toBeTruthy();
    const cards = within(list).getAllByRole("article");
    expect(cards.map((c) => c.getAttribute("aria-label"))).toEqual(["Tom Birch", "Rose Field", "Ann Lee"]);
    expect(within(cards[0]!).getByLabelText("Stop 1")).toBeTruthy();
    expect(within(cards[1]!).getByLabelText("Stop 2")).toBeTruthy();
    expect(within(cards[2]!).getByText("No map point")).toBeTruthy();
    expect(within(cards[0]!).getByRole("link", { name: "7 Oak Ave" }).getAttribute("href")).toContain("7%20Oak%20Ave");
    expect(screen.getByText("Monday, May 3")).toBeTruthy();

    // The next day, and back to the week.
    await user.click(screen.getByRole("button", { name: "Next day" }));
    expect(await screen.findByText("No visits this day")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Week" }));
    expect(await screen.findByText("May 3 – May 9, 2027")).toBeTruthy();
    await user.click(within(region("Monday, May 3")).getByRole("button", { name: "Route for Monday, May 3" }));
    expect(await screen.findByRole("region", { name: "Route" })).toBeTruthy();
  });
});
