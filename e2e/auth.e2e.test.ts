import { fillSignUpForm } from "./support/accounts";
import { describe, expect, test as it } from "./support/fixtures";

describe("accounts in the browser", () => {
  it("creates an account, lands on /dashboard, logs out, signs in again", async ({ page, server }) => {
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL("**/auth");

    await page.getByRole("button", { name: "Create an account" }).click();
    await fillSignUpForm(page, "owner@example.com");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/dashboard");
    await expect(
      page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Dashboard" }),
    ).toBeTruthy();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText("Logged out successfully").waitFor();

    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill("owner@example.com");
    await page.getByLabel("Password").fill("lawns-are-green-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
  });

  it("serves the app's hashed assets with a year-long immutable cache", async ({ server }) => {
    const html = await (await fetch(`${server.url}/auth`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${server.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${server.url}/auth`)).headers.get("cache-control")).toBe("no-cache");
  });

  it("keeps what was typed into the prerendered sign-in page before its script took over", async ({
    openPage,
    server,
  }) => {
    const email = "early-typist@example.com";
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ email, password: "lawns-are-green-1", companyName: "Green Lawns", name: "" }),
    });
    expect(signUp.ok).toBe(true);
    const { page, assertNoErrors, context } = await openPage({ width: 390, height: 844 });
    // The app's chunk is held back, so the page stays the server's HTML while the visitor types.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("lawns-are-green-1");
    const submit = page.getByRole("button", { name: "Sign In" });
    // A submit now would be the browser's own, a GET with the password in the address.
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Create an account" }).isDisabled()).toBe(true);
    release();
    await submit.click();
    await page.waitForURL("**/dashboard");
    assertNoErrors();
    await context.close();
  });

  it("shows the notice of a failed email confirmation on the prerendered page, and the form's rules", async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}/auth?error=INVALID_TOKEN`);
    await page.getByText("This confirmation link is invalid or has expired. Sign in to get a new one.").waitFor();
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    expect(await page.getByText("This confirmation link is invalid").count()).toBe(0);
    // The password rule shows before the first attempt, not only after a refused one.
    await page.getByText("Use at least 8 characters (at most 128).").waitFor();
    // The form's rules load on the way (they are not part of the page's first load).
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Please enter a valid email address.").waitFor();
    await page.getByText("Enter your business name: your customers see it on every email.").waitFor();
    await page.getByText("Use at least 8 characters for your password.").waitFor();
  });

  it.for([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])(
    "opens on Create Account at /auth?mode=signup and keeps the business, its phone and the browser's time zone, at $width px",
    async (viewport, { browser, server }) => {
      const context = await browser.newContext({ viewport, timezoneId: "America/Chicago" });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));
      await page.goto(`${server.url}/auth?mode=signup`);
      await page.getByRole("heading", { name: "Create Account" }).waitFor();
      await page.getByText("Use at least 8 characters (at most 128).").waitFor();
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/auth-signup-${viewport.width}.png`,
          fullPage: true,
        });
      await fillSignUpForm(page, `tz-${viewport.width}@example.com`, "lawns-are-green-1", "Prairie Mowing Co");
      await page.getByLabel("Business phone").fill("(312) 555-0188");
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL("**/dashboard");
      const profile = await (await page.request.get(`${server.url}/api/account/profile`)).json();
      expect(profile).toMatchObject({
        companyName: "Prairie Mowing Co",
        phone: "(312) 555-0188",
        timeZone: "America/Chicago",
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("shows the sign-in page's message for a wrong password", async ({ openPage, server }) => {
    const { page, assertNoErrors, context } = await openPage(undefined, [/status of 401/]);
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill("owner@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password. Please check your credentials and try again.").waitFor();
    expect(page.url()).toContain("/auth");
    assertNoErrors();
    await context.close();
  });

  it("opens the navigation drawer from Toggle Menu at 390 px", async ({ openPage, server }) => {
    const { page, assertNoErrors, context } = await openPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill("owner@example.com");
    await page.getByLabel("Password").fill("lawns-are-green-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Toggle Menu" }).click();
    const drawerNav = page.getByRole("dialog").getByRole("navigation", { name: "Main navigation" });
    await drawerNav.getByRole("link", { name: "Profile" }).click();
    await page.waitForURL("**/profile");
    await page.getByLabel("Full Name").waitFor();
    assertNoErrors();
    await context.close();
  });

  it("answers an expired session with the Session Expired toast and /auth", async ({ openPage, server }) => {
    const { page, assertNoErrors, context } = await openPage(undefined, [/status of 401/]);
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill("owner@example.com");
    await page.getByLabel("Password").fill("lawns-are-green-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    // Let the dashboard finish its own requests, so the 401 comes from the click below.
    await page.getByText("Total Forms").waitFor();
    const revoked = await context.request.post(`${server.url}/api/auth/revoke-sessions`, {
      headers: { origin: server.url },
      data: {},
    });
    expect(revoked.ok()).toBe(true);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Profile" }).click();
    await page.getByText("Please sign in again to continue.").waitFor();
    await page.waitForURL("**/auth");
    assertNoErrors();
    await context.close();
  });
});
