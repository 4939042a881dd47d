// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { renderApp } from "@/test/render-app";
import { LandingPage } from "./landing-page";

const signedOut = () => new Hono().get("/api/account/session", (c) => c.json(null));

describe("the landing page", () => {
  it("offers sign-in and sign-up to a visitor who is signed out, and shows the one plan's prices", async () => {
    const { queryClient } = renderApp(<LandingPage />, { server: signedOut() });
    // The links below are also what shows before the session is known: wait until it is.
    await waitFor(() => expect(queryClient.getQueryState(["session"])?.status).toBe("success"));
    const nav = screen.getByRole("navigation", { name: "Site" });
    expect(within(nav).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth");
    expect(within(nav).getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/auth?mode=signup");
    const pricing = screen.getByRole("region", { name: "Simple pricing" });
    expect(within(pricing).getByText("Essential Plan")).toBeTruthy();
    expect(within(pricing).getByText("$199", { exact: false })).toBeTruthy();
    expect(within(pricing).getByText("or $1,699 a year (about $142 a month)")).toBeTruthy();
  });

  it("takes a signed-in owner to the dashboard instead", async () => {
    renderApp(<LandingPage />, { server: withSession(new Hono()) });
    const nav = screen.getByRole("navigation", { name: "Site" });
    expect((await within(nav).findByRole("link", { name: "Dashboard" })).getAttribute("href")).toBe("/dashboard");
    expect(within(nav).queryByRole("link", { name: "Sign In" })).toBeNull();
  });
});
