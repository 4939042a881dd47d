import { describe, expect, type OpenPage, standalone, startScopedServer, test } from "./support/fixtures";
import { fillSignUpForm } from "./support/accounts";
import { createFormInContext } from "./support/forms";

// The `server` fixture is the one with PUBLIC_URL (as startServer sets it); this file's second
// server has none, as an install that embeds the default.
const it = test.extend(
  "serverWithoutPublicUrl",
  { scope: "file" },
  standalone(async (onCleanup) => startScopedServer({ PUBLIC_URL: "" }, onCleanup)),
);

/** Creates an account through the sign-in page opened at `base`. */
async function signUpAt(openPage: OpenPage, base: string, email: string) {
  const { page, assertNoErrors, context } = await openPage();
  await page.goto(`${base}/auth`);
  await page.getByRole("button", { name: "Create an account" }).click();
  await fillSignUpForm(page, email);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL(`${base}/dashboard`);
  assertNoErrors();
  return { page, context };
}

describe("the embedded default, no PUBLIC_URL", () => {
  it.for(["127.0.0.1", "localhost"])(
    "creates an account at http://%s",
    async (host, { openPage, serverWithoutPublicUrl: server }) => {
      const base = `http://${host}:${server.port}`;
      const { page, context } = await signUpAt(openPage, base, `first-run-${host}@example.com`);
      // The page carries no configured origin: links and embed codes use the address in the browser.
      expect(await page.locator('meta[name="yq-public-origin"]').count()).toBe(0);
      const { id } = await createFormInContext(context, base);
      await page.goto(`${base}/forms/${id}/details`);
      await page.getByRole("tab", { name: "Embed Code" }).click();
      expect(await page.getByRole("textbox", { name: "HTML Embed Code", exact: true }).inputValue()).toContain(
        `src="${base}/forms/embed/${id}"`,
      );
      expect(await page.getByRole("textbox", { name: "Direct Link", exact: true }).inputValue()).toBe(
        `${base}/forms/embed/${id}`,
      );
      await context.close();
    },
  );
});

describe("with PUBLIC_URL", () => {
  it.for([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])(
    "refuses another address with a message that says what to set, at $width px",
    async (viewport, { openPage, server }) => {
      const { page, assertNoErrors, context } = await openPage(viewport, [/status of 403/]);
      const other = `http://127.0.0.1:${server.port}`;
      await page.goto(`${other}/auth`);
      await page.getByRole("button", { name: "Create an account" }).click();
      await fillSignUpForm(page, `refused-${viewport.width}@example.com`);
      await page.getByRole("button", { name: "Create Account" }).click();
      await page
        .getByText(`Open the app at ${server.url}, or add ${other} to the server's TRUSTED_ORIGINS setting`)
        .waitFor();
      expect(await page.getByText(/invalid origin/i).count()).toBe(0);
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/refused-origin-${viewport.width}.png` });
      expect(await page.locator('meta[name="yq-public-origin"]').getAttribute("content")).toBe(server.url);
      assertNoErrors();
      await context.close();
    },
  );
});
