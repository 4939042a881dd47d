// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { CalendarFeedCard } from "./calendar-feed-card";

const FEED = "http://localhost:3000/calendar/";

/** The owner's feed as the server keeps it: only whether one was made; each POST answers a new address once. */
function feedServer(madeAt: string | null = null) {
  let made = madeAt;
  let n = 0;
  return new Hono()
    .get("/api/schedule/feed", (c) => c.json({ url: null, madeAt: made }))
    .post("/api/schedule/feed", (c) => {
      made = new Date().toISOString();
      n += 1;
      return c.json({ url: `${FEED}secret-${n}.ics`, madeAt: made });
    });
}

const posts = (sent: readonly { method: string }[]) => sent.filter((r) => r.method === "POST").length;

describe("the calendar feed card", () => {
  it("makes the address on request and shows it once, with a Copy button", async () => {
    const { user, sent } = renderApp(<CalendarFeedCard />, { server: feedServer() });
    expect(
      screen.getByText(
        "Subscribe to this address in Google Calendar, Outlook or Apple Calendar to see every booked visit.",
      ),
    ).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Create feed address" }));
    const address = await screen.findByLabelText("Your calendar address");
    expect(address).toHaveProperty("value", `${FEED}secret-1.ics`);
    expect(address).toHaveProperty("readOnly", true);
    expect(screen.getByText("Copy it now: it is shown once.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(`${FEED}secret-1.ics`);
    expect(screen.queryByRole("button", { name: "Create feed address" })).toBeNull();
    expect(posts(sent)).toBe(1);
  });

  it("asks before making a new address, and sends nothing when the owner cancels", async () => {
    const { user, sent } = renderApp(<CalendarFeedCard />, { server: feedServer("2026-11-02T10:00:00.000Z") });
    // Made before: the address is not shown again.
    await user.click(await screen.findByRole("button", { name: "Make a new address" }));
    expect(screen.queryByLabelText("Your calendar address")).toBeNull();
    let dialog = await screen.findByRole("alertdialog", { name: "Make a new calendar address?" });
    expect(within(dialog).getByText(/The old address stops working/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(posts(sent)).toBe(0);

    await user.click(screen.getByRole("button", { name: "Make a new address" }));
    dialog = await screen.findByRole("alertdialog", { name: "Make a new calendar address?" });
    await user.click(within(dialog).getByRole("button", { name: "Make a new address" }));
    expect(await screen.findByLabelText("Your calendar address")).toHaveProperty("value", `${FEED}secret-1.ics`);
    expect(posts(sent)).toBe(1);
  });
});
