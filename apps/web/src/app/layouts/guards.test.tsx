// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Me } from "@/lib/session";
import { withSession } from "@/test/owner-session";
import { withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";
import { SUPER_ADMIN_NEEDED } from "./guards";
import { dashboardStats } from "@/test/dashboard-stats";

const person = (role: Me["role"]): Me => ({
  user: { id: "2c4e6a80-1b3d-4f5a-8c7e-9d0f1a2b3c4d", email: "ada@example.com", name: "Ada", emailVerified: true },
  role,
  twoFactorEnabled: true,
  mustEnrolTwoFactor: false,
});

/** A signed-in person of `role`: the session, the role look-up and what the dashboard asks for. */
const signedIn = (role: Me["role"]) =>
  withPlan(
    withSession(
      new Hono()
        .get("/api/account/me", (c) => c.json(person(role)))
        .get("/api/dashboard/stats", (c) => c.json(dashboardStats())),
      person(role),
    ),
  );

describe("the super admin guard (the audit log)", () => {
  it.each(["user", "admin"] as const)(
    "sends the %s role to the dashboard, saying super admin is needed",
    async (role) => {
      const { router } = renderRoute("/admin/audit", { server: signedIn(role) });
      expect(await screen.findByText(SUPER_ADMIN_NEEDED)).toBeTruthy();
      expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
      expect(router.state.location.pathname).toBe("/dashboard");
    },
  );

  it("lets a super admin in", async () => {
    const server = signedIn("super_admin").get("/api/admin/audit", (c) =>
      c.json({ entries: [], total: 0, page: 1, pageSize: 25 }),
    );
    const { router } = renderRoute("/admin/audit", { server });
    expect(await screen.findByRole("heading", { name: /Audit Log/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/audit");
    expect(screen.queryByText(SUPER_ADMIN_NEEDED)).toBeNull();
  });
});

describe("the admin area signed out", () => {
  it("says Access Denied and goes to the sign-in page", async () => {
    const server = new Hono().get("/api/account/session", (c) => c.json(null));
    const { router } = renderRoute("/admin", { server });
    expect(await screen.findByText("Access Denied")).toBeTruthy();
    expect(screen.getByText("Please sign in with an admin account to access this area")).toBeTruthy();
    expect((await screen.findAllByText("Sign In")).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe("/auth");
  });

  it("says nothing of the sort outside the admin area", async () => {
    const server = new Hono().get("/api/account/session", (c) => c.json(null));
    const { router } = renderRoute("/forms", { server });
    expect((await screen.findAllByText("Sign In")).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe("/auth");
    expect(screen.queryByText("Access Denied")).toBeNull();
  });
});
