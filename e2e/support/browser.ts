import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-quic",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export type Watched = { page: Page; context: BrowserContext; errors: string[]; assertNoErrors: () => void };

/**
 * A page whose console errors and uncaught exceptions are collected: a journey that ends with any
 * of them fails. `allow` lists patterns that a journey provokes on purpose (a 401 it expects).
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  allow: RegExp[] = [],
): Promise<Watched> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed = (text: string) => allow.some((re) => re.test(text));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !allowed(msg.text())) errors.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return {
    page,
    context,
    errors,
    assertNoErrors: () => {
      if (errors.length) throw new Error(`The browser reported errors:\n${errors.join("\n")}`);
    },
  };
}
