// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import type { AdminUser } from "../api/admin-users";
import { AdminUsersPage } from "./admin-users-page";

const OLIVE: AdminUser = {
  id: "7d1f0c9e-3b8a-4f52-9c61-0a2e4b6d8f10",
  email: "olive@example.com",
  fullName: "Olive Green",
  companyName: "Green Lawns",
  role: "user",
  status: "active",
  lastLoginAt: null,
  subscriptionStatus: null,
};
const BASIL: AdminUser = {
  ...OLIVE,
  id: "2a4c6e80-1b3d-4f57-9a8b-0c1d2e3f4a5b",
  email: "basil@example.com",
  fullName: "Basil Stone",
  companyName: null,
};

/** The users list; a role change is stored, and the list answers it from then on. */
function usersServer() {
  const users = [OLIVE, BASIL];
  return new Hono()
    .get("/api/admin/users", (c) => c.json(users))
    .patch("/api/admin/users/:id/role", async (c) => {
      const { role } = (await c.req.json()) as { role: AdminUser["role"] };
      const user = users.find((u) => u.id === c.req.param("id"))!;
      user.role = role;
      return c.json({ id: user.id, role });
    });
}

/** The table once the users arrived (the narrow screen's cards show the same users, hidden here by CSS). */
async function usersTable() {
  await screen.findAllByText("Olive Green");
  return screen.getByRole("table");
}

describe("the admin users list", () => {
  it("shows the users the server answered", async () => {
    renderApp(<AdminUsersPage />, { server: usersServer() });
    const table = await usersTable();
    expect(within(table).getByText("Olive Green")).toBeTruthy();
    expect(within(table).getByText("olive@example.com")).toBeTruthy();
    expect(within(table).getByText("Green Lawns")).toBeTruthy();
    expect(within(table).getByText("Basil Stone")).toBeTruthy();
    expect(within(table).getAllByText("Never")).toHaveLength(2);
  });

  it("changes a role: the request goes out and the list shows the new role", async () => {
    const { user, sent } = renderApp(<AdminUsersPage />, { server: usersServer() });
    const table = await usersTable();
    await user.click(within(table).getByRole("button", { name: "Change role of Basil Stone (user)" }));
    const dialog = screen.getByRole("dialog", { name: "Update User Role" });
    expect(within(dialog).getByRole("button", { name: "Update Role" })).toHaveProperty("disabled", true);
    await user.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "admin" }));
    await user.click(within(dialog).getByRole("button", { name: "Update Role" }));

    expect(await screen.findByText("User role updated successfully")).toBeTruthy();
    expect(await within(table).findByRole("button", { name: "Change role of Basil Stone (admin)" })).toBeTruthy();
    expect(sent.filter((r) => r.method === "PATCH")).toEqual([
      { method: "PATCH", path: `/api/admin/users/${BASIL.id}/role`, body: { role: "admin" } },
    ]);
  });
});
