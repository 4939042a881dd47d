// @vitest-environment happy-dom
import { cleanup, configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VisitPicker } from "./visit-picker";
import { FILLED_UP, LEAD, visitServer, workWeek } from "./visit-test-server";

afterEach(cleanup);
// A busy two-core machine transforms the modules on the first render: more than findBy's 1 s.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// Monday May 3 to Friday June 4, 2027: weekdays open, weekends closed, Wednesday May 5 full.
const days = () =>
  workWeek("2027-05-03", 33).map((d) => (d.date === "2027-05-05" ? { ...d, status: "full" as const } : d));

function setUp(server: ReturnType<typeof visitServer>) {
  render(createElement("div", { className: "yq-form" }, createElement(VisitPicker, { lead: LEAD })));
  return { server, user: userEvent.setup() };
}

const day = (name: string) => screen.getByRole("button", { name });

describe("VisitPicker", () => {
  it("shows the month with full and closed days marked and not pickable", async () => {
    const { server, user } = setUp(visitServer({ days: days() }));
    expect(screen.getByRole("status").textContent).toBe("Loading available days…");
    await screen.findByRole("heading", { name: "Pick your first visit" });
    expect(server.sent[0]).toMatchObject({ method: "GET", authorization: `Bearer ${LEAD.token}` });
    expect(screen.getByRole("grid", { name: "May 2027" })).toBeTruthy();
    const full = day("Wednesday, May 5, full");
    expect(full.getAttribute("aria-disabled")).toBe("true");
    expect(full.textContent).toBe("5Full");
    expect(day("Saturday, May 8, closed").getAttribute("aria-disabled")).toBe("true");
    expect(day("Tuesday, May 4").getAttribute("aria-disabled")).toBeNull();
    // Before the soonest day: shown, but no button.
    expect(screen.queryByRole("button", { name: /May 2\b/ })).toBeNull();
    await user.click(full);
    await user.click(day("Saturday, May 8, closed"));
    expect(screen.queryByRole("button", { name: /^Book / })).toBeNull();
    await user.click(day("Tuesday, May 4"));
    expect(screen.getByRole("button", { name: "Book Tuesday, May 4" })).toBeTruthy();
  });

  it("moves between the months of the range only", async () => {
    const { user } = setUp(visitServer({ days: days() }));
    const previous = await screen.findByRole("button", { name: "Previous month" });
    const next = screen.getByRole("button", { name: "Next month" });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await user.click(next);
    expect(screen.getByRole("grid", { name: "Jun 2027" })).toBeTruthy();
    expect(day("Friday, Jun 4")).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(previous);
    expect(screen.getByRole("grid", { name: "May 2027" })).toBeTruthy();
  });

  it("walks the days with the arrow keys, one in the tab order, and picks with Enter or Space", async () => {
    const { user } = setUp(visitServer({ days: days() }));
    await screen.findByRole("grid");
    await user.tab();
    await user.tab();
    // The month buttons first (Previous is disabled), then the grid's one day: the first open day.
    expect(document.activeElement).toBe(day("Monday, May 3"));
    const focused = () => document.activeElement?.getAttribute("aria-label");
    await user.keyboard("{ArrowRight}");
    expect(focused()).toBe("Tuesday, May 4");
    await user.keyboard("{ArrowRight}");
    expect(focused()).toBe("Wednesday, May 5, full");
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("button", { name: /^Book / })).toBeNull();
    await user.keyboard("{ArrowDown}{End}");
    expect(focused()).toBe("Saturday, May 15, closed");
    await user.keyboard("{Home}{ArrowRight}");
    expect(focused()).toBe("Monday, May 10");
    expect(screen.getAllByRole("button").filter((b) => b.tabIndex === 0 && b.dataset.date)).toHaveLength(1);
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Book Monday, May 10" })).toBeTruthy();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(focused()).toBe("Monday, May 31");
    // Past the month's end: June comes into view with the focus on its day.
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("grid", { name: "Jun 2027" })).toBeTruthy();
    expect(focused()).toBe("Tuesday, Jun 1");
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Book Tuesday, Jun 1" })).toBeTruthy();
  });

  it("books the day and shows the first visit and the ones after it", async () => {
    const server = visitServer({ days: days() });
    let answer = () => {};
    server.hold = new Promise<void>((resolve) => (answer = resolve));
    const { user } = setUp(server);
    await user.click(await screen.findByRole("button", { name: "Tuesday, May 4" }));
    await user.click(screen.getByRole("button", { name: "Book Tuesday, May 4" }));
    const sending = await screen.findByRole("button", { name: "Booking…" });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(server.sent.at(-1)).toMatchObject({
      method: "POST",
      path: `/api/public/leads/${LEAD.leadId}/booking`,
      body: { token: LEAD.token, date: "2027-05-04" },
    });
    answer();
    const done = await screen.findByRole("heading", { name: "Your first visit: Tuesday, May 4" });
    // The focus moves in the effect after the answer's render, which may come a turn after the heading.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText("Weekly from 2027-05-04")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Tuesday, May 11",
      "Tuesday, May 18",
      "Tuesday, May 25",
      "Tuesday, Jun 1",
    ]);
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("says a day taken meanwhile is full, reads the days again and lets another be picked", async () => {
    const server = visitServer({ days: days() });
    const { user } = setUp(server);
    await user.click(await screen.findByRole("button", { name: "Tuesday, May 4" }));
    // Another visitor takes the last place of the day before this one books it.
    server.setStatus("2027-05-04", "full");
    await user.click(screen.getByRole("button", { name: "Book Tuesday, May 4" }));
    expect((await screen.findByRole("alert")).textContent).toBe(FILLED_UP);
    await screen.findByRole("button", { name: "Tuesday, May 4, full" });
    expect(server.sent.map((s) => s.method)).toEqual(["GET", "POST", "GET"]);
    expect(screen.queryByRole("button", { name: /^Book / })).toBeNull();
    await user.click(day("Thursday, May 6"));
    expect(screen.getByRole("alert").textContent).toBe("");
    await user.click(screen.getByRole("button", { name: "Book Thursday, May 6" }));
    await screen.findByRole("heading", { name: "Your first visit: Thursday, May 6" });
  });

  it("offers to try again when the days could not be read", async () => {
    const server = visitServer({ days: days() });
    server.failingReads = 1;
    const { user } = setUp(server);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the available days.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Pick your first visit" });
  });

  it("shows the server's reason when nothing is offered, and nothing without one", async () => {
    setUp(visitServer({ days: [], offered: false, reason: "Booking opens after your deposit is paid." }));
    await screen.findByText("Booking opens after your deposit is paid.");
    expect(screen.queryByRole("grid")).toBeNull();
    cleanup();
    const server = visitServer({ days: [], offered: false, reason: null });
    const { container } = render(createElement(VisitPicker, { lead: LEAD }));
    await expect.poll(() => server.sent.length).toBe(1);
    await expect.poll(() => container.innerHTML).toBe("");
  });

  it("says when the season starts when the days on offer begin with it", async () => {
    setUp(visitServer({ days: workWeek("2027-04-01", 30), seasonOpens: "2027-04-01" }));
    await screen.findByText("Our season starts Thursday, Apr 1: pick your first visit from then.");
    expect(day("Thursday, Apr 1").getAttribute("aria-disabled")).toBeNull();
  });

  it("says so when every day on offer is full", async () => {
    setUp(visitServer({ days: workWeek("2027-05-03", 5).map((d) => ({ ...d, status: "full" as const })) }));
    await screen.findByText("Every day we can offer is full right now. Please check back soon.");
  });

  it("shows a booking already made to a visitor who comes back", async () => {
    const booked = {
      plan: "biweekly" as const,
      firstDate: "2027-05-04",
      scheduleText: "Every other week from Tuesday, May 4",
      dates: ["2027-05-04", "2027-05-18"],
    };
    setUp(visitServer({ days: days(), booked }));
    await screen.findByRole("heading", { name: "Your first visit: Tuesday, May 4" });
    expect(screen.getByText(booked.scheduleText)).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Tuesday, May 18"]);
    expect(screen.queryByRole("grid")).toBeNull();
  });
});
