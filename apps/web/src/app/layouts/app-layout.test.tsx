// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { withSession } from "@/test/owner-session";
import { renderApp } from "@/test/render-app";
import { AppLayout } from "./app-layout";

// The navigation drawer's code loads on intent or when the browser is idle; the
// browser is never idle here, so each test starts with the stand-in Toggle Menu button. (The
// stubs stay for the whole file: the page is unmounted after the test's own hooks.)
vi.stubGlobal("requestIdleCallback", () => 1);
vi.stubGlobal("cancelIdleCallback", () => {});

function renderLayout() {
  const view = renderApp(<AppLayout />, { server: withSession(new Hono()), at: "/dashboard" });
  const standIn = screen.getByRole("button", { name: "Toggle Menu" });
  expect(standIn.getAttribute("aria-haspopup")).toBe("dialog");
  expect(screen.queryByRole("dialog")).toBeNull();
  return { ...view, standIn };
}

describe("AppLayout's navigation drawer", () => {
  it("opens at the first tap, made before the drawer's code is in, and closes on a link", async () => {
    const { standIn, user, router } = renderLayout();

    fireEvent.pointerDown(standIn, { button: 0, pointerType: "touch" });
    fireEvent.pointerUp(standIn, { button: 0, pointerType: "touch" });
    fireEvent.click(standIn);

    const drawer = await screen.findByRole("dialog");
    const nav = within(drawer).getByRole("navigation", { name: "Main navigation" });
    await user.click(await within(nav).findByRole("link", { name: "Profile" }));
    expect(router.state.location.pathname).toBe("/profile");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens from the keyboard before its code is in", async () => {
    const { standIn } = renderLayout();

    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: "Enter" });

    expect(await screen.findByRole("dialog")).toBeTruthy();
  });
});
