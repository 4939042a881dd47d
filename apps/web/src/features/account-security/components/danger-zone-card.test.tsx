// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { renderApp } from "@/test/render-app";
import { DangerZoneCard } from "./danger-zone-card";
import { SignOutEverywhereCard } from "./sign-out-everywhere-card";

const CODE_NEEDED = "Enter the code from your authenticator app to delete your account.";

/** The account's deletion: the password is "hunter2hunter2", and the server asks for a code when `codeNeeded`. */
function deletionServer(codeNeeded = false) {
  return withSession(
    new Hono().post("/api/account/delete", async (c) => {
      const { password, code } = (await c.req.json()) as { password: string; code?: string };
      if (password !== "hunter2hunter2") return c.json({ error: "That password is not right." }, 400);
      if (codeNeeded && code !== "246810") return c.json({ error: CODE_NEEDED }, 400);
      return c.json({ ok: true });
    }),
  );
}

async function openDialog(user: ReturnType<typeof renderApp>["user"], password: string) {
  await user.click(await screen.findByRole("button", { name: "Delete account" }));
  const dialog = screen.getByRole("alertdialog", { name: "Delete your account?" });
  const confirm = within(dialog).getByRole("button", { name: "Delete my account" });
  expect(confirm).toHaveProperty("disabled", true);
  await user.type(within(dialog).getByLabelText(/to confirm$/), "DELETE");
  await user.type(within(dialog).getByLabelText("Password"), password);
  return { dialog, confirm };
}

describe("deleting the account", () => {
  it("keeps the dialog open with the server's reason for a wrong password", async () => {
    const { user, router } = renderApp(<DangerZoneCard />, { server: deletionServer(), at: "/profile" });
    const { dialog, confirm } = await openDialog(user, "wrong-password");
    expect(confirm).toHaveProperty("disabled", false);
    await user.click(confirm);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("That password is not right.");
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("asks for the authenticator code when the server wants one, then deletes and leaves for the landing page", async () => {
    const { user, router, sent } = renderApp(<DangerZoneCard />, { server: deletionServer(true), at: "/profile" });
    const { dialog, confirm } = await openDialog(user, "hunter2hunter2");
    await user.click(confirm);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(CODE_NEEDED);
    const code = within(dialog).getByLabelText("Code from your authenticator app");
    expect(confirm).toHaveProperty("disabled", true);
    await user.type(code, "246810");
    await user.click(confirm);

    expect(await screen.findByText("Account deleted")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { password: "hunter2hunter2" },
      { password: "hunter2hunter2", code: "246810" },
    ]);
  });
});

describe("signing out everywhere", () => {
  it("ends every session and lands on the landing page", async () => {
    const server = new Hono().post("/api/auth/revoke-sessions", (c) => c.json({ status: true }));
    const { user, router, sent } = renderApp(<SignOutEverywhereCard />, { server, at: "/profile" });
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(await screen.findByText("Signed out everywhere")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/auth/revoke-sessions"]);
  });
});
