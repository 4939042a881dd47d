// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { renderApp } from "@/test/render-app";
import { useLogout } from "./use-logout";

function LogoutButton() {
  const { logout, busy } = useLogout();
  return (
    <button type="button" onClick={() => void logout()} disabled={busy}>
      {busy ? "Logging out..." : "Logout"}
    </button>
  );
}

describe("signing out", () => {
  it("lands on the landing page, not the sign-in page", async () => {
    const server = withSession(new Hono()).post("/api/account/logout", (c) =>
      c.json({ success: true, everywhere: true }),
    );
    const { user, router, queryClient, sent } = renderApp(<LogoutButton />, { server, at: "/forms" });
    await user.click(screen.getByRole("button", { name: "Logout" }));

    expect(await screen.findByText("Logged out successfully")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(queryClient.getQueryData(["session"])).toBeNull();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toContain("POST /api/account/logout");
  });

  it("lands on the landing page too when the server could not end the session", async () => {
    const server = new Hono().post("/api/account/logout", (c) => c.json({ error: "Database unavailable" }, 500));
    const { user, router } = renderApp(<LogoutButton />, { server, at: "/profile" });
    await user.click(screen.getByRole("button", { name: "Logout" }));

    expect(await screen.findByText("Your session has expired. Please sign in again if needed.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
