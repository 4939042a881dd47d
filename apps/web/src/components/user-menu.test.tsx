// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Hono } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { withSession } from "@/test/owner-session";
import { renderApp } from "@/test/render-app";
import { UserMenu } from "./user-menu";

// The dropdown's code loads on intent or when the browser is idle. The browser is
// idle here only when a test says so; until then the page has the stand-in trigger. (The stubs
// stay for the whole file: the page is unmounted after the test's own hooks.)
let idle: Array<() => void> = [];
vi.stubGlobal("requestIdleCallback", (then: () => void) => idle.push(then));
vi.stubGlobal("cancelIdleCallback", () => {});
beforeEach(() => {
  idle = [];
});

const accountMenu = () => screen.getByRole("button", { name: "Account menu" });

function renderMenu() {
  const view = renderApp(<UserMenu />, { server: withSession(new Hono()) });
  const standIn = accountMenu();
  // Radix's trigger has an id (its menu's label); the stand-in has none.
  expect(standIn.id).toBe("");
  expect(standIn.getAttribute("aria-haspopup")).toBe("menu");
  return { ...view, standIn };
}

describe("UserMenu", () => {
  it("opens at the first click, pressed before the menu's code is in", async () => {
    const { standIn } = renderMenu();

    fireEvent.pointerDown(standIn, { button: 0, pointerType: "mouse" });
    fireEvent.pointerUp(standIn, { button: 0, pointerType: "mouse" });
    fireEvent.click(standIn);

    expect(await screen.findByRole("menuitem", { name: "Logout" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Profile Settings" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Subscription" })).toBeTruthy();
    expect(await screen.findByText("olive@example.com")).toBeTruthy();
  });

  it("opens from the keyboard before its code is in, and gives the focus back on Escape", async () => {
    const { standIn, user } = renderMenu();

    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: "Enter" });

    expect(await screen.findByRole("menuitem", { name: "Logout" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(accountMenu());
  });

  it("keeps the focus on the trigger when the menu's code arrives, and Enter opens it", async () => {
    const { standIn, user } = renderMenu();

    act(() => standIn.focus());

    await waitFor(() => expect(accountMenu()).not.toBe(standIn));
    expect(accountMenu().id).not.toBe("");
    expect(document.activeElement).toBe(accountMenu());
    expect(screen.queryByRole("menu")).toBeNull();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Logout" })).toBeTruthy();
  });

  it("loads its code once the browser is idle, closed", async () => {
    const { standIn } = renderMenu();
    expect(idle.length).toBeGreaterThan(0);

    act(() => idle.forEach((then) => then()));

    await waitFor(() => expect(accountMenu()).not.toBe(standIn));
    expect(accountMenu().id).not.toBe("");
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
