// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { TwoFactorStep } from "./two-factor-step";

// The sign-in's code step, against the answers of Better Auth's twoFactor plugin.
describe("the sign-in's code step", () => {
  it("says why a code was refused, keeps the focus in the field, and signs in with the next one", async () => {
    const sent: string[] = [];
    const server = new Hono().post("/api/auth/two-factor/verify-totp", async (c) => {
      const { code } = await c.req.json<{ code: string }>();
      sent.push(code);
      return code === "246810"
        ? c.json({ signedIn: true })
        : c.json({ code: "TOTP_CODE_REUSED", message: "This code was already used." }, 401);
    });
    const onSignedIn = vi.fn(async () => {});
    const { user } = renderApp(<TwoFactorStep onSignedIn={onSignedIn} onStartAgain={() => {}} />, { server });

    const field = await screen.findByLabelText("Authentication code");
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard("12345{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain("Enter the 6 digits");
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.keyboard("135 791{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain("This code was already used.");
    expect(sent).toEqual(["135791"]);
    expect(field).toHaveProperty("value", "");
    await waitFor(() => expect(document.activeElement).toBe(field));

    await user.keyboard("246810{Enter}");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it("takes a backup code instead, and words the plugin's refusal", async () => {
    const server = new Hono().post("/api/auth/two-factor/verify-backup-code", (c) =>
      c.json({ code: "INVALID_BACKUP_CODE", message: "Invalid backup code" }, 401),
    );
    const { user } = renderApp(<TwoFactorStep onSignedIn={async () => {}} onStartAgain={() => {}} />, { server });
    await user.click(await screen.findByRole("button", { name: "Use a backup code instead" }));
    await user.type(screen.getByLabelText("Backup code"), "abcde-12345{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "That backup code is not right, or it has already been used.",
    );
  });
});
