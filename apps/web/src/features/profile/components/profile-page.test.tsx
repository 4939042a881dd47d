// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import type { ProfileUpdate, ProfileView } from "@yq/form-schema/business-profile";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { renderApp } from "@/test/render-app";
import { ProfilePage } from "./profile-page";

const PROFILE: ProfileView = {
  id: "7d1f0c9e-3b8a-4f52-9c61-0a2e4b6d8f10",
  email: "olive@example.com",
  fullName: "Olive Green",
  companyName: "Green Lawns",
  phone: "(555) 123-4567",
  logoUrl: null,
  timeZone: "America/Chicago",
  status: "active",
  subscriptionStatus: null,
  lastLoginAt: null,
};

/** The profile and what the page's other cards ask for; a PATCH is kept unless `refusal` is given. */
function profileServer(refusal?: string) {
  let profile = { ...PROFILE };
  return withSession(
    new Hono()
      .get("/api/account/profile", (c) => c.json(profile))
      .patch("/api/account/profile", async (c) => {
        if (refusal) return c.json({ error: refusal }, 400);
        profile = { ...profile, ...((await c.req.json()) as ProfileUpdate) };
        return c.json(profile);
      })
      .get("/api/sms", (c) =>
        c.json({
          available: false,
          unavailableReason: "no SMS provider is set up.",
          phone: null,
          verified: false,
          alertsEnabled: true,
          customerConfirmation: false,
        }),
      )
      .get("/api/account/sessions", (c) => c.json({ sessions: [] })),
  );
}

describe("the profile settings", () => {
  it("shows the business profile the server has, and saves the owner's changes", async () => {
    const { user, sent } = renderApp(<ProfilePage />, { server: profileServer() });
    const company = await screen.findByLabelText("Company Name");
    expect(company).toHaveProperty("value", "Green Lawns");
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "olive@example.com");
    expect(screen.getByLabelText("Time Zone")).toHaveProperty("value", "America/Chicago");

    await user.clear(company);
    await user.type(company, "  Green Lawns & Snow ");
    await user.clear(screen.getByLabelText("Business Phone"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Profile updated successfully.")).toBeTruthy();
    expect(sent.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([
      { fullName: "Olive Green", companyName: "Green Lawns & Snow", phone: null, timeZone: "America/Chicago" },
    ]);
    expect(screen.getByLabelText("Company Name")).toHaveProperty("value", "Green Lawns & Snow");
  });

  it("says why when the server refuses the change", async () => {
    const { user } = renderApp(<ProfilePage />, { server: profileServer("Enter a phone number with its area code.") });
    await user.type(await screen.findByLabelText("Business Phone"), "x");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update profile: Enter a phone number with its area code.")).toBeTruthy();
  });
});
