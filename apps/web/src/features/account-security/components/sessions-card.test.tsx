// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { SessionsCard } from "./sessions-card";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

// What /api/account/sessions answers (apps/server/src/auth/sessions.service.ts): device, address
// and times by the session's id; never a token.
const THIS = {
  id: "s-this",
  device: "Chrome on Windows",
  address: "198.51.100.20",
  signedInAt: minutesAgo(90),
  lastSeenAt: minutesAgo(0),
  current: true,
};
const PHONE = {
  id: "s-phone",
  device: "Safari on iPhone",
  address: "203.0.113.7",
  signedInAt: minutesAgo(600),
  lastSeenAt: minutesAgo(20),
  current: false,
};

describe("the sessions card", () => {
  it("lists each device with its place and time, and ends one by its id through the account's route", async () => {
    let sessions = [THIS, PHONE];
    const server = new Hono()
      .get("/api/account/sessions", (c) => c.json({ sessions }))
      .delete("/api/account/sessions/:id", (c) => {
        sessions = sessions.filter((s) => s.id !== c.req.param("id"));
        return c.json({ success: true });
      });
    const { user, sent } = renderApp(<SessionsCard />, { server });

    const list = await screen.findByRole("list", { name: "Sessions" });
    await within(list).findByText("Safari on iPhone");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain("Chrome on Windows");
    expect(items[0].textContent).toContain("This device");
    expect(items[0].textContent).toContain("198.51.100.20 · Active now");
    expect(items[1].textContent).toContain("203.0.113.7 · Last seen 20 minutes ago");

    await user.click(screen.getByRole("button", { name: "End session: Safari on iPhone, 203.0.113.7" }));
    await waitFor(() => expect(within(list).queryByText("Safari on iPhone")).toBeNull());
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual(["/api/account/sessions/s-phone"]);
    // Better Auth's own session routes, which deal in tokens, are not asked.
    expect(sent.some((r) => r.path.startsWith("/api/auth/"))).toBe(false);
  });
});
