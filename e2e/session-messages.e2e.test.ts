import { signUpInContext } from "./support/accounts";
import { describe, expect, test as it } from "./support/fixtures";

const SHOTS = process.env.SCREENSHOT_DIR;

describe("logout and the auth guard", () => {
  it("Logout ends every session: the other browser finds itself Signed Out when it comes back", async ({
    openPage,
    server,
  }) => {
    const laptop = await openPage();
    const account = await signUpInContext(laptop.context, server.url);
    const phone = await openPage({ width: 390, height: 844 });
    const signIn = await phone.context.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: account.email, password: account.password },
      headers: { origin: server.url },
    });
    expect(signIn.ok()).toBe(true);
    await phone.page.goto(`${server.url}/dashboard`);
    await phone.page.getByRole("heading", { name: "Dashboard" }).waitFor();

    await laptop.page.goto(`${server.url}/dashboard`);
    // A click on the prerendered page before the app has taken it over is lost, and
    // the menu may close once as the page's session arrives: open it until Logout can be chosen.
    await laptop.page.getByText("Loading dashboard statistics").waitFor({ state: "detached" });
    for (let attempt = 1; ; attempt++) {
      await laptop.page.getByRole("button", { name: "Account menu" }).click();
      try {
        await laptop.page.getByRole("menuitem", { name: "Logout" }).click({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt === 4) throw error;
        await laptop.page.keyboard.press("Escape");
      }
    }
    await laptop.page.getByText("Logged out successfully").waitFor();
    expect((await phone.context.request.get(`${server.url}/api/account/me`)).status()).toBe(401);

    // The phone's tab comes back to the front: its session check finds the session gone.
    await phone.page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await phone.page.getByText("Signed Out", { exact: true }).waitFor();
    await phone.page.waitForURL(`${server.url}/`);
    if (SHOTS) await phone.page.screenshot({ path: `${SHOTS}/signed-out-390.png` });
    laptop.assertNoErrors();
    phone.assertNoErrors();
    await laptop.context.close();
    await phone.context.close();
  });

  it("says Authentication Error when the session check keeps failing, and sends to sign-in", async ({
    openPage,
    server,
  }) => {
    const { page, context, assertNoErrors } = await openPage(undefined, [/status of 500/]);
    await page.route("**/api/account/session", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto(`${server.url}/dashboard`);
    await page.getByText("Authentication Error").waitFor({ timeout: 20_000 });
    await page.waitForURL("**/auth");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/authentication-error-1280.png` });
    assertNoErrors();
    await context.close();
  });

  it("says Session Error when the server cannot be reached", async ({ openPage, server }) => {
    const { page, context, assertNoErrors } = await openPage(undefined, [/ERR_FAILED|Failed to load resource/]);
    await page.route("**/api/account/session", (route) => route.abort("failed"));
    await page.goto(`${server.url}/profile`);
    await page.getByText("Session Error").waitFor({ timeout: 20_000 });
    await page.waitForURL("**/auth");
    assertNoErrors();
    await context.close();
  });

  it("says Failed to verify user role after sign-in when the role lookup fails, and opens the dashboard", async ({
    openPage,
    server,
  }) => {
    const { page, context, assertNoErrors } = await openPage(undefined, [/status of 500/]);
    const account = await signUpInContext(context, server.url);
    await context.clearCookies();
    await page.route("**/api/account/me", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Failed to verify user role. Redirecting to dashboard.").waitFor();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();

    // The admin area looks the role up again: its failure has its own message, and the
    // dashboard again instead of a loop through the sign-in page.
    await page.goto(`${server.url}/admin`);
    await page.getByText("Failed to verify permissions. Please try logging out and back in.").waitFor();
    await page.waitForURL("**/dashboard");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/verify-permissions-1280.png` });
    assertNoErrors();
    await context.close();
  });
});
