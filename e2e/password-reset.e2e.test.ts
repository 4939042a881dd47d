import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpInContext } from "./support/accounts";
import { launchBrowser, openPage } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits for the mail worker to write the reset email to DATA_DIR/mail and returns its link. */
async function resetLinkFromMailFolder(to: string): Promise<string> {
  const folder = path.join(server.dataDir, "mail");
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith(".eml") && f.includes("password_reset")) : [];
    for (const file of files) {
      // Quoted-printable wraps long lines with "=" and encodes "=" itself as "=3D".
      const raw = fs
        .readFileSync(path.join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!raw.includes(`To: ${to}`)) continue;
      const link = raw.match(/http:\/\/localhost:\d+\/api\/auth\/reset-password\/[^\s"<&]+(\?callbackURL=[^\s"<&]+)?/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("no password reset email was written");
}

describe("password reset in the browser", () => {
  it("requests a link from /auth, sets a new password through the emailed link, and the link works once", async () => {
    const signUp = await browser.newContext();
    const account = await signUpInContext(signUp, server.url);
    await signUp.close();

    const { page, context, assertNoErrors } = await openPage(browser);
    await page.goto(`${server.url}/auth`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/auth/reset-password");
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Check your email").waitFor();
    await page.screenshot({ path: "/tmp/yq-reset-requested-1280.png" });

    const link = await resetLinkFromMailFolder(account.email);
    await page.goto(link);
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("fresh-green-grass-2");
    await page.getByLabel("Confirm new password").fill("fresh-green-grass-3");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("The passwords do not match.").waitFor();
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
    const mobile = await openPage(browser, { width: 390, height: 844 });
    await mobile.page.goto(link);
    await mobile.page.waitForURL(/\/auth\/reset-password\?error=/);
    await mobile.page.getByText("This reset link is invalid or has expired. Request a new one below.").waitFor();
    expect(await mobile.page.getByRole("button", { name: "Send reset link" }).isVisible()).toBe(true);
    await mobile.page.screenshot({ path: "/tmp/yq-reset-invalid-390.png" });
    mobile.assertNoErrors();
    await mobile.context.close();
  });
});
