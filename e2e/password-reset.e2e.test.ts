import fs from "node:fs";
import path from "node:path";
import { PASSWORD_RULE } from "@yq/form-schema/password-rules";
import { vi } from "vitest";
import { fillSignUpForm, signUpInContext } from "./support/accounts";
import { describe, expect, standalone, startScopedServer, test } from "./support/fixtures";

// Only the email verification journey uses a server with EMAIL_VERIFICATION on.
const it = test.extend(
  "verifying",
  standalone(async (onCleanup) => startScopedServer({ EMAIL_VERIFICATION: "on" }, onCleanup)),
);

/** Waits for the mail worker to write an email of `kind` to DATA_DIR/mail and returns the link matching `pattern`. */
async function linkFromMailFolder(dataDir: string, kind: string, to: string, pattern: RegExp): Promise<string> {
  const folder = path.join(dataDir, "mail");
  const written = () => {
    const files = fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((f) => f.endsWith(".eml") && f.includes(kind))
          .sort()
      : [];
    for (const file of files) {
      // Quoted-printable wraps long lines with "=" and encodes "=" itself as "=3D".
      const raw = fs
        .readFileSync(path.join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!raw.includes(`To: ${to}`)) continue;
      const link = raw.match(pattern)?.[0];
      if (link) return link;
    }
    throw new Error(`no ${kind} email to ${to} was written`);
  };
  return vi.waitFor(written, { timeout: 15_000, interval: 250 });
}

describe("password reset in the browser", () => {
  it("requests a link from /auth, sets a new password through the emailed link, and the link works once", async ({
    browser,
    openPage,
    server,
  }) => {
    const signUp = await browser.newContext();
    const account = await signUpInContext(signUp, server.url);
    await signUp.close();

    const { page, context, assertNoErrors } = await openPage();
    await page.goto(`${server.url}/auth`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/auth/reset-password");
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Check your email").waitFor();
    await page.screenshot({ path: "/tmp/yq-reset-requested-1280.png" });

    const link = await linkFromMailFolder(
      server.dataDir,
      "password_reset",
      account.email,
      /http:\/\/localhost:\d+\/api\/auth\/reset-password\/[^\s"<&]+(\?callbackURL=[^\s"<&]+)?/,
    );
    await page.goto(link);
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    // The same rule the sign-up form shows, from the one place the server's rule is defined.
    await page.getByText(PASSWORD_RULE).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("fresh-green-grass-2");
    await page.getByLabel("Confirm new password").fill("fresh-green-grass-3");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("The passwords do not match.").waitFor();
    await page.screenshot({ path: "/tmp/yq-reset-new-password-1280.png" });
    await page.getByLabel("Confirm new password").fill("fresh-green-grass-2");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL(/\/auth$/);
    await page.getByText("Password updated").waitFor();

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("fresh-green-grass-2");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    assertNoErrors();
    await context.close();

    // The same link a second time: Better Auth sends it back with an error, the page says so.
    const mobile = await openPage({ width: 390, height: 844 });
    await mobile.page.goto(link);
    await mobile.page.waitForURL(/\/auth\/reset-password\?error=/);
    await mobile.page.getByText("This reset link is invalid or has expired. Request a new one below.").waitFor();
    expect(await mobile.page.getByRole("button", { name: "Send reset link" }).isVisible()).toBe(true);
    await mobile.page.screenshot({ path: "/tmp/yq-reset-invalid-390.png" });
    mobile.assertNoErrors();
    await mobile.context.close();
  });
});

describe("email verification in the browser (EMAIL_VERIFICATION=on)", () => {
  it("asks to confirm after sign-up, refuses sign-in until then, and the emailed link signs the owner in", async ({
    openPage,
    verifying,
  }) => {
    const { page, context, assertNoErrors } = await openPage(undefined, [/status of 403/]);
    await page.goto(`${verifying.url}/auth`);
    await page.getByRole("button", { name: "Create an account" }).click();
    await fillSignUpForm(page, "verify-me@example.com");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Check your email for the confirmation link.").waitFor();

    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Email").fill("verify-me@example.com");
    await page.getByLabel("Password").fill("lawns-are-green-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Please verify your email address before signing in.").waitFor();

    const link = await linkFromMailFolder(
      verifying.dataDir,
      "verify_email",
      "verify-me@example.com",
      /http:\/\/localhost:\d+\/api\/auth\/verify-email\?[^\s"<]+/,
    );
    await page.goto(link.replace(/&amp;/g, "&"));
    await page.waitForURL("**/dashboard");
    assertNoErrors();
    await context.close();
  });
});
