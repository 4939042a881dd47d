// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { AuthForm } from "./auth-form";

// The server's answer to a sign-in refused for load (auth/password-hash.ts).
const BUSY = "We are receiving too many sign-in attempts right now. Please try again in 4 seconds.";

describe("the sign-in form", () => {
  it("shows a sign-in refused for load as the server words it, and signs in when tried again", async () => {
    let calls = 0;
    const server = new Hono().post("/api/auth/sign-in/email", (c) =>
      ++calls === 1 ? c.json({ error: BUSY }, 503, { "Retry-After": "4" }) : c.json({ signedIn: true }),
    );
    const onSignedIn = vi.fn(async () => {});
    const { user } = renderApp(
      <AuthForm mode="sign-in" onSignedIn={onSignedIn} onNeedsConfirmation={() => {}} onNeedsCode={() => {}} />,
      {
        server,
      },
    );
    await user.type(screen.getByLabelText("Email"), "owner@example.com");
    await user.type(screen.getByLabelText("Password"), "correct-horse-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toContain(BUSY);
    expect(onSignedIn).not.toHaveBeenCalled();

    // What was typed stays, and the same button tries again.
    expect(screen.getByLabelText("Password")).toHaveProperty("value", "correct-horse-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the sign-up form", () => {
  // The server's answer says whether it signed the browser in; it carries no session token
  // (apps/server/src/auth/session-tokens.ts).
  it.each([
    [true, "signs in"],
    [false, "asks to confirm the email"],
  ])("with signedIn %s in the answer, %s", async (signedIn) => {
    const server = new Hono().post("/api/auth/sign-up/email", (c) => c.json({ signedIn, user: { id: "u1" } }));
    const onSignedIn = vi.fn(async () => {});
    const onNeedsConfirmation = vi.fn();
    const { user } = renderApp(
      <AuthForm
        mode="sign-up"
        onSignedIn={onSignedIn}
        onNeedsConfirmation={onNeedsConfirmation}
        onNeedsCode={() => {}}
      />,
      { server },
    );
    await user.type(screen.getByLabelText("Email"), "owner@example.com");
    await user.type(screen.getByLabelText("Business name"), "Green Lawns");
    await user.type(screen.getByLabelText("Password"), "correct-horse-1");
    await user.click(screen.getByRole("button", { name: /create account|sign up/i }));
    await waitFor(() => expect(onSignedIn.mock.calls.length + onNeedsConfirmation.mock.calls.length).toBe(1));
    expect(onSignedIn).toHaveBeenCalledTimes(signedIn ? 1 : 0);
    expect(onNeedsConfirmation).toHaveBeenCalledTimes(signedIn ? 0 : 1);
  });
});
