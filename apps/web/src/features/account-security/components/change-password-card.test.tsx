// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { ChangePasswordCard } from "./change-password-card";

/** Better Auth's change-password as our server answers it: the current password is "hunter2hunter2". */
const passwordServer = () =>
  new Hono().post("/api/auth/change-password", async (c) => {
    const { currentPassword } = (await c.req.json()) as { currentPassword: string };
    if (currentPassword !== "hunter2hunter2")
      return c.json({ code: "INVALID_PASSWORD", message: "Invalid password" }, 400);
    return c.json({ signedIn: true, user: { email: "olive@example.com" } });
  });

async function fill(user: ReturnType<typeof renderApp>["user"], current: string, password: string, confirm = password) {
  if (current) await user.type(screen.getByLabelText("Current password"), current);
  if (password) await user.type(screen.getByLabelText("New password"), password);
  if (confirm) await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

const posts = (sent: ReturnType<typeof renderApp>["sent"]) => sent.filter((r) => r.method === "POST");

describe("changing the password", () => {
  it("checks the new password against the rules before asking the server", async () => {
    const { user, sent } = renderApp(<ChangePasswordCard />, { server: passwordServer() });
    await fill(user, "", "short", "shorter");
    expect(await screen.findByText("Please enter your current password.")).toBeTruthy();
    expect(screen.getByText("Use at least 8 characters for your new password.")).toBeTruthy();
    expect(screen.getByText("The new passwords do not match.")).toBeTruthy();
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");
    expect(posts(sent)).toEqual([]);
  });

  it("says so at the field when the current password is wrong, and keeps what was typed", async () => {
    const { user, sent } = renderApp(<ChangePasswordCard />, { server: passwordServer() });
    await fill(user, "wrong-password", "another-horse-2");
    const current = screen.getByLabelText("Current password");
    expect(await screen.findByText("Your current password is not right. Check it and try again.")).toBeTruthy();
    expect(current.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("another-horse-2");
    expect(posts(sent).map((r) => r.body)).toEqual([
      { currentPassword: "wrong-password", newPassword: "another-horse-2", revokeOtherSessions: true },
    ]);
  });

  it("changes it with the right current password, signs the other devices out and empties the form", async () => {
    const { user, sent } = renderApp(<ChangePasswordCard />, { server: passwordServer() });
    await fill(user, "hunter2hunter2", "another-horse-2");
    expect(await screen.findByText("Password changed")).toBeTruthy();
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("");
    expect(posts(sent).map((r) => `${r.path} ${JSON.stringify(r.body)}`)).toEqual([
      '/api/auth/change-password {"currentPassword":"hunter2hunter2","newPassword":"another-horse-2","revokeOtherSessions":true}',
    ]);
  });

  it("shows the server's reason for any other refusal", async () => {
    const server = new Hono().post("/api/auth/change-password", (c) =>
      c.json({ error: "Too many sign-in attempts. Please wait 15 minutes and try again." }, 429),
    );
    const { user } = renderApp(<ChangePasswordCard />, { server });
    await fill(user, "hunter2hunter2", "another-horse-2");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many sign-in attempts. Please wait 15 minutes and try again.",
    );
  });
});
