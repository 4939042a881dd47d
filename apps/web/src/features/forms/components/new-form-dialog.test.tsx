// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { FormSummary } from "../api/list-forms";
import { withSession } from "@/test/owner-session";
import { withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";
import { MOWING_LIMIT_ALERT } from "./forms-page";

const MOWING: FormSummary = {
  id: "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40",
  name: "Spring Mowing",
  description: "",
  status: "published",
  formType: "mowing_quote",
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
  lastPublishedAt: "2026-11-20T09:00:00.000Z",
  analytics: { views: 0, submissions: 0, lastViewedAt: null },
};

/**
 * The forms list of an owner with these forms. A test that picks a type ends on the builder's
 * address, whose preview may ask for the map's settings before the test ends: no imagery is set up.
 */
const listServer = (forms: FormSummary[]) =>
  withPlan(
    withSession(
      new Hono().get("/api/forms", (c) => c.json(forms)).get("/api/public/map", (c) => c.json({ map: null })),
    ),
  );

async function openNewForm(forms: FormSummary[], button = "New Form") {
  const app = renderRoute("/forms", { server: listServer(forms) });
  await screen.findByRole("heading", { level: 1, name: "My Forms" });
  await app.user.click(await screen.findByRole("button", { name: button }));
  const dialog = await screen.findByRole("dialog", { name: "New Form" });
  return { ...app, dialog };
}

describe("New Form asks for the form's type", () => {
  it("offers the three types, each with what it quotes", async () => {
    const { dialog } = await openNewForm([]);
    const choices = within(dialog)
      .getAllByRole("button")
      .filter((b) => b.hasAttribute("aria-describedby"));
    expect(
      choices.map(
        (b) =>
          b.getAttribute("aria-labelledby") && document.getElementById(b.getAttribute("aria-labelledby")!)?.textContent,
      ),
    ).toEqual(["Mowing Quote", "Snow Removal Quote", "Other"]);
    const snow = within(dialog).getByRole("button", { name: "Snow Removal Quote" });
    expect(document.getElementById(snow.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Plowing per push or for the season, priced by driveway size.",
    );
  });

  it("opens the builder for a Snow Removal Quote, chosen with the keyboard, while a mowing form exists", async () => {
    const { user, router, dialog } = await openNewForm([MOWING]);
    expect(screen.getByText(MOWING_LIMIT_ALERT)).toBeTruthy();
    within(dialog).getByRole("button", { name: "Snow Removal Quote" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/forms/new"));
    expect(router.state.location.search).toBe("?type=snow_quote");
  });

  it("Create Quote System on the empty list asks too; Other and Mowing Quote open their builders", async () => {
    const other = await openNewForm([], "Create Quote System");
    await other.user.click(within(other.dialog).getByRole("button", { name: "Other" }));
    await waitFor(() => expect(other.router.state.location.search).toBe("?type=other"));
    other.unmount();

    const mowing = await openNewForm([], "Create Quote System");
    await mowing.user.click(within(mowing.dialog).getByRole("button", { name: "Mowing Quote" }));
    await waitFor(() => expect(mowing.router.state.location.pathname).toBe("/forms/new"));
    expect(mowing.router.state.location.search).toBe("");
  });

  it("blocks a second Mowing Quote with the Form Limit Reached toast and stays on the list", async () => {
    const { user, router, dialog } = await openNewForm([MOWING]);
    expect(within(dialog).getByText(/You already have one/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Mowing Quote" }));
    expect(await screen.findByText("Form Limit Reached")).toBeTruthy();
    expect(
      screen.getByText(
        "You can only create one mowing quote form. Please edit your existing form or contact support for assistance.",
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/forms");
  });

  it("keeps the headings in order: the page's h1, then each card's h2", async () => {
    renderRoute("/forms", { server: listServer([MOWING]) });
    expect(await screen.findByRole("heading", { level: 2, name: "Spring Mowing" })).toBeTruthy();
    expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([]);
  });
});
